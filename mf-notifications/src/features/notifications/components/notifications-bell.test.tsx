import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders } from '@playhub/shared/testing';
import { registerNotificationsTranslations } from '@/app/i18n';
import { notificationsKey } from '../api/get-notifications';
import { unreadList } from '../model/test-data';
import NotificationsBell from './notifications-bell';

jest.mock('../live/live-controller', () => ({ ensureNotificationsLive: jest.fn() }));

function renderBell(unread: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationsKey('tester'), unreadList(unread));
  renderWithProviders(<NotificationsBell />, { session: {}, queryClient });
  return queryClient;
}

describe('NotificationsBell', () => {
  beforeAll(() => registerNotificationsTranslations());

  it.each([
    [0, ''],
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [10, '9+'],
    [120, '9+'],
  ])('shows the badge for %i unread as "%s"', (count, text) => {
    renderBell(count);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(bell.textContent).toBe(text);
    expect(bell).toHaveAccessibleName(
      count ? `Notifications, ${count} unread notification${count === 1 ? '' : 's'}` : 'Notifications',
    );
  });

  it('shakes the icon when the count changes, not on first render', async () => {
    const queryClient = renderBell(2);
    const icon = () =>
      screen.getByRole('button', { name: /^Notifications/ }).firstElementChild as HTMLElement;
    const first = icon();
    expect(first).not.toHaveAttribute('data-shake');
    act(() => {
      queryClient.setQueryData(notificationsKey('tester'), unreadList(3));
    });
    // A fresh element restarts the CSS animation on every change.
    await waitFor(() => expect(icon()).toHaveAttribute('data-shake', 'true'));
    expect(icon()).not.toBe(first);
  });

  it('opens the popup panel and closes it with Escape, returning focus to the bell', async () => {
    const user = userEvent.setup();
    renderBell(2);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await user.click(bell);
    const popup = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(popup).getAllByRole('listitem')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
