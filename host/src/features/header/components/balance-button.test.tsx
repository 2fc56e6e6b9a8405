import { act, screen } from '@testing-library/react';
import { renderHost } from '@/test/render-host';
import { BalanceButton } from './balance-button';

/** jsdom has no layout: squeeze the amount to 50 px while its text needs 120 px. */
function squeeze() {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 50,
    height: 20,
    top: 0,
    left: 0,
    right: 50,
    bottom: 20,
    x: 0,
    y: 0,
  } as DOMRect);
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(120);
  return () => {
    rect.mockRestore();
    scroll.mockRestore();
  };
}

it('shows the full balance when it fits', () => {
  renderHost(<BalanceButton compact />, { session: { balance: 123456.78 } as never });
  const button = screen.getByRole('button', { name: 'Balance ₺123,456.78, refresh' });
  expect(button).toHaveTextContent(/^₺123,456\.78$/);
  expect(button).toHaveAttribute('data-fit', 'full');
});

it('turns short when squeezed, keeps the full amount in its name, and grows back with room', () => {
  const release = squeeze();
  renderHost(<BalanceButton compact />, { session: { balance: 123456.78 } as never, lang: 'tr' });
  const button = screen.getByRole('button', { name: 'Bakiye ₺123.456,78, yenile' });
  expect(button).toHaveTextContent(/^₺123,4\sB$/);
  expect(button).toHaveAttribute('data-fit', 'short');
  expect(button).toHaveAttribute('title', '₺123.456,78');
  release();
  act(() => void window.dispatchEvent(new Event('resize')));
  expect(button).toHaveTextContent(/^₺123\.456,78$/);
});
