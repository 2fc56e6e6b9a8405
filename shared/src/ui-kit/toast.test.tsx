import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { notify, ToastHost } from './toast';

describe('ToastHost', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('injects react-toastify CSS itself and shows at most 5 toasts, top-center', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 7; i += 1) notify.error(`Failure ${i}`);
    });
    expect(await screen.findByText('Failure 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Failure \d$/)).toHaveLength(5);
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('.Toastify__toast-container');
  });

  it('has a helper for every SPEC toast type', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      notify.success('ok');
      notify.info('fyi');
      notify.warning('careful');
      notify.blank('plain');
      notify.loading('working');
    });
    for (const text of ['ok', 'fyi', 'careful', 'plain', 'working'])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
