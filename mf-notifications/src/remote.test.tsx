import { screen } from '@testing-library/react';
import { createTestQueryClient, renderWithProviders } from '@playhub/shared/testing';
import { notificationsKey } from './features/notifications/api/get-notifications';
import { unreadList } from './features/notifications/model/test-data';
import remote from './remote';

jest.mock('./features/notifications/live/live-controller', () => ({ ensureNotificationsLive: jest.fn() }));

function withList(count: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationsKey('tester'), unreadList(count));
  return queryClient;
}

describe('notifications remote', () => {
  it('exposes the bell widget and the sheet dialog at sheet size', () => {
    expect(remote.name).toBe('notifications');
    expect(remote.widgets?.['notifications/bell']).toBeDefined();
    expect(remote.dialogs?.['notifications/sheet']).toMatchObject({
      size: 'sheet',
      titleKey: 'notifications:title',
    });
  });

  it('renders the bell widget with its contract props', async () => {
    const Bell = remote.widgets['notifications/bell'].component;
    renderWithProviders(<Bell />, { session: {}, queryClient: withList(4) });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 4 unread notifications' }),
    ).toHaveTextContent('4');
  });

  it('renders the sheet dialog with its contract props', async () => {
    const Sheet = remote.dialogs!['notifications/sheet']!.component;
    renderWithProviders(<Sheet params={undefined} close={() => {}} />, {
      session: {},
      queryClient: withList(2),
    });
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
