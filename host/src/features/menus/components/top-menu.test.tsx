import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@playhub/shared/router';
import { renderHost } from '@/test/render-host';
import { TopMenu } from './top-menu';

/** jsdom has no layout: give the bar 450 px, each entry 100 px and the More button 80 px. */
function fakeLayout() {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.tagName === 'LI' ? 100 : this.hasAttribute('data-idle') ? 80 : 0;
    return { width, height: 44, top: 0, left: 0, right: width, bottom: 44, x: 0, y: 0 } as DOMRect;
  });
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'NAV' ? 450 : 0;
  });
  return () => {
    rect.mockRestore();
    client.mockRestore();
  };
}

function renderMenu() {
  return renderHost(
    <>
      <TopMenu />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/casino/bingo" element={<p>bingo page</p>} />
      </Routes>
    </>,
  );
}

it('moves the entries that do not fit into "More", in order, and back when they fit', async () => {
  const restore = fakeLayout();
  renderMenu();
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  expect(
    within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Sports', 'Live Bettings', 'E-sports']);
  const more = within(nav).getByRole('button', { name: 'More' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Casino',
    'Live Casino',
    'Sanal',
    'Bingo',
    'Games',
    'Tv Games',
    'Promotions',
    'Bonus Talep',
    'Call Request',
  ]);
  restore();
});

it('More opens and closes from the keyboard; Escape gives focus back; choosing an entry closes it', async () => {
  const restore = fakeLayout();
  renderMenu();
  const more = screen.getByRole('button', { name: 'More' });
  more.focus();
  await userEvent.keyboard('{Enter}');
  expect(more).toHaveAttribute('aria-expanded', 'true');
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Casino' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveFocus();
  await userEvent.click(more);
  await userEvent.click(screen.getByRole('link', { name: 'Bingo' }));
  expect(screen.getByText('bingo page')).toBeInTheDocument();
  expect(more).toHaveAttribute('aria-expanded', 'false');
  // The current page sits under More: the button carries the bar's "current" mark.
  expect(more).toHaveAttribute('data-current', 'true');
  restore();
});

it('without overflow there is no More button for anyone', () => {
  renderMenu();
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('listitem')).toHaveLength(
    12,
  );
});
