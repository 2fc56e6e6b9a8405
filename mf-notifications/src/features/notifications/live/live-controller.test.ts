import { waitFor } from '@testing-library/react';
import { bus } from '@playhub/shared/bus';
import { initI18n } from '@playhub/shared/i18n';
import { queryClient } from '@playhub/shared/query';
import { notificationStatusStore, sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn, type FakeApi } from '@playhub/shared/testing';
import { notificationsKey } from '../api/get-notifications';
import { sample } from '../model/test-data';
import { fakeSignalR } from './fake-signalr';
import { ensureNotificationsLive, hubUrl, stopNotificationsLive } from './live-controller';
import { liveStateStore } from './live-state';

describe('live controller', () => {
  let api: FakeApi;
  /** The list has arrived: the unread count is known. */
  const listLoaded = () => waitFor(() => expect(notificationStatusStore.getState().unread).toBe(0));
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    api = fakeApi({ 'POST customer/notification': { data: [sample({ id: 1, isRead: true })] } });
  });
  afterEach(() => stopNotificationsLive());

  it('builds the hub URL under the document base with the fingerprint and the page language', () => {
    localStorage.setItem('fingerprint', 'fp-123');
    initI18n('tr');
    expect(hubUrl()).toBe(new URL('hub/frnotify?fingerprint=fp-123&lang=tr', document.baseURI).href);
    // The hub words live notifications in this language (issue 17: they stayed in the writer's).
    initI18n('en');
    expect(hubUrl()).toBe(new URL('hub/frnotify?fingerprint=fp-123&lang=en', document.baseURI).href);
  });

  it('after login fetches, connects, adds live notifications and publishes state, messages and the unread count', async () => {
    const fake = fakeSignalR();
    const events: Array<[string, unknown]> = [];
    const offs = (['live:state', 'live:message'] as const).map((e) => bus.on(e, (p) => events.push([e, p])));
    signIn({ username: 'tester', token: 't1' });
    ensureNotificationsLive({ load: fake.load });
    // Unknown until the list arrives: no badge shows a guessed 0.
    expect(notificationStatusStore.getState().unread).toBeNull();
    await listLoaded();
    expect(api.called('POST customer/notification')).toEqual([
      expect.objectContaining({ body: { skip: 0, take: 100 } }),
    ]);
    expect(liveStateStore.getState().state).toBe('Connected');
    expect((fake.built[0]!.options.accessTokenFactory as () => string)()).toBe('t1');

    const live = sample({ id: 9, title: 'Live one' });
    fake.built[0]!.invoke('NotifyMessage', 'Notification', live);
    expect(queryClient.getQueryData(notificationsKey('tester'))).toEqual([
      live,
      sample({ id: 1, isRead: true }),
    ]);
    expect(events).toContainEqual(['live:message', { cmd: 'Notification', message: live }]);
    expect(events).toContainEqual(['live:state', { state: 'Connected' }]);
    expect(notificationStatusStore.getState().unread).toBe(1);

    // A message of another kind is published but does not touch the list.
    fake.built[0]!.invoke('NotifyMessage', 'Balance', { balance: 10 });
    expect(queryClient.getQueryData<unknown[]>(notificationsKey('tester'))).toHaveLength(2);
    offs.forEach((off) => off());
  });

  it('fetches the list again once the socket listens: a notification sent in between still counts', async () => {
    // The socket comes up after the list arrived (on a phone, the SignalR chunk loads meanwhile).
    let listening!: () => void;
    const fake = fakeSignalR((c) => {
      c.startResult = new Promise((resolve) => (listening = resolve));
    });
    let list = [sample({ id: 1, isRead: true })];
    api = fakeApi({ 'POST customer/notification': () => ({ data: list }) });
    signIn({ username: 'tester', token: 't1' });
    ensureNotificationsLive({ load: fake.load });
    await listLoaded();
    // Sent by the operator now: no socket hears it.
    list = [sample({ id: 2, title: 'In between' }), ...list];
    listening();
    await waitFor(() => expect(notificationStatusStore.getState().unread).toBe(1));
    expect(api.called('POST customer/notification')).toHaveLength(2);
  });

  it('a list answer sent before a live notification arrived does not drop it: the list is asked again', async () => {
    const fake = fakeSignalR();
    const live = sample({ id: 2, title: 'Faster than the list' });
    let server = [sample({ id: 1, isRead: true })];
    let hold: Promise<void> | null = null;
    api = fakeApi({
      'POST customer/notification': async () => {
        const answer = server; // read when the request arrives
        if (hold) await hold;
        return { data: answer };
      },
    });
    signIn({ username: 'tester', token: 't1' });
    ensureNotificationsLive({ load: fake.load });
    await listLoaded();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = api.called('POST customer/notification').length;
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    // A reconnect asks for the list; the notification is sent and arrives live while that answer,
    // read before it, is on its way.
    fake.built[0]!.reconnectedHandlers.forEach((fn) => fn());
    await waitFor(() => expect(api.called('POST customer/notification')).toHaveLength(before + 1));
    server = [live, ...server];
    fake.built[0]!.invoke('NotifyMessage', 'Notification', live);
    expect(notificationStatusStore.getState().unread).toBe(1);
    hold = null;
    release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.called('POST customer/notification')).toHaveLength(before + 2);
    expect(queryClient.getQueryData(notificationsKey('tester'))).toEqual(server);
    expect(notificationStatusStore.getState().unread).toBe(1);
  });

  it('disconnects on logout and clears the list', async () => {
    const fake = fakeSignalR();
    signIn({ username: 'tester', token: 't1' });
    ensureNotificationsLive({ load: fake.load });
    await listLoaded();
    sessionStore.getState().clear();
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.built[0]!.stopped).toBe(true);
    expect(liveStateStore.getState().state).toBe('Disconnected');
    expect(queryClient.getQueryData(notificationsKey('tester'))).toBeUndefined();
    expect(notificationStatusStore.getState().unread).toBeNull();
  });

  it('keeps one connection per page however often it is asked to start', async () => {
    const fake = fakeSignalR();
    signIn({ username: 'tester', token: 't1' });
    ensureNotificationsLive({ load: fake.load });
    ensureNotificationsLive({ load: fake.load });
    await listLoaded();
    expect(fake.built).toHaveLength(1);
  });
});
