import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, fakeApi, renderWithProviders } from '@playhub/shared/testing';
import type { Language } from '@playhub/shared/i18n';
import { registerNotificationsTranslations } from '@/app/i18n';
import { notificationsKey } from '../api/get-notifications';
import { sample } from '../model/test-data';
import NotificationsSheet from './notifications-sheet';

jest.mock('../live/live-controller', () => ({ ensureNotificationsLive: jest.fn() }));

const pad = (n: number) => String(n).padStart(2, '0');
// The machine's own offset decides the expected local time, so the test holds in any time zone.
function localText(utc: Date, months: string[]): string {
  return `${utc.getDate()}.${months[utc.getMonth()]}.${String(utc.getFullYear()).slice(2)} ${pad(utc.getHours())}:${pad(utc.getMinutes())}`;
}

const list = [
  sample({
    id: 3,
    title: 'Weekly bonus',
    note: 'A bonus arrived',
    type: 4,
    timeStamp: '2024-02-14T09:05:00',
  }),
  sample({ id: 2, title: 'Withdrawal', note: 'Withdrawal approved', type: 2, isRead: true }),
  sample({ id: 1, title: 'Maintenance', note: 'Tonight 02:00', type: 5, isRead: true }),
];

function renderSheet(items = list, lang: Language = 'en') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationsKey('tester'), items);
  const close = jest.fn();
  renderWithProviders(<NotificationsSheet params={undefined} close={close} />, {
    session: {},
    queryClient,
    lang,
  });
  return { close, queryClient };
}

describe('notifications panel', () => {
  beforeAll(() => registerNotificationsTranslations());

  it('lists title, note, icon by type, unread dot and the date read as UTC (en)', async () => {
    renderSheet();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Weekly bonus')).toBeInTheDocument();
    expect(first.getByText('A bonus arrived')).toBeInTheDocument();
    expect(first.getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Unread')).not.toBeInTheDocument();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(first.getByText(localText(new Date(Date.UTC(2024, 1, 14, 9, 5)), months))).toBeInTheDocument();
    expect(rows.map((r) => r.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'gift',
      'down',
      'system',
    ]);
  });

  it('formats the date with Turkish month names in tr', async () => {
    renderSheet([sample({ timeStamp: '2024-06-01T22:45:00' })], 'tr');
    const months = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
    expect(
      await screen.findByText(localText(new Date(Date.UTC(2024, 5, 1, 22, 45)), months)),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('shows the exact empty text', async () => {
    renderSheet([]);
    expect(
      await screen.findByText('When you have a new notification, you will see it here.'),
    ).toBeInTheDocument();
  });

  it('opens an unread item: detail titled by type, read call, dot gone after success; back resets', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST customer/readnotification': {} });
    const { queryClient } = renderSheet();
    await user.click(screen.getByRole('button', { name: /Weekly bonus/ }));

    expect(screen.getByRole('dialog', { name: 'Bonus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly bonus' })).toHaveFocus();
    await waitFor(() =>
      expect(api.called('POST customer/readnotification')).toEqual([
        expect.objectContaining({ body: { id: 3 } }),
      ]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<typeof list>(notificationsKey('tester'))?.[0]?.isRead).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Weekly bonus/ })).toHaveFocus();
  });

  it('keeps the item unread when the read call fails, and does not call it for read items', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST customer/readnotification': { status: 500, success: false, message: 'nope' },
    });
    const { queryClient } = renderSheet();
    await user.click(screen.getByRole('button', { name: /Withdrawal/ }));
    expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: /Weekly bonus/ }));
    // One call, for the unread item only; the item stays unread once it has failed.
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ id: 3 });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });

  it('closes through the dialog manager', async () => {
    const user = userEvent.setup();
    const { close } = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });
});
