import { bus } from '@playhub/shared/bus';
import { liveNotificationMessage, type NotificationList } from '@playhub/shared/contracts';
import { asLanguage, i18n } from '@playhub/shared/i18n';
import { queryClient } from '@playhub/shared/query';
import { sessionStore, setUnreadNotifications, type SessionState } from '@playhub/shared/session';
import { getFingerprint } from '@playhub/shared/storage';
import { noteLiveArrival, notificationsKey, notificationsQuery } from '../api/get-notifications';
import { addNotification, unreadCount } from '../model/notifications-cache';
import { createHubLink, type HubLink, type HubLinkOptions } from './hub-link';
import { liveStateStore } from './live-state';

/**
 * The hub URL: relative path hub/frnotify under the document base (Requirements §1) with the fingerprint and
 * the interface language, so live notifications arrive worded as the page is (a language change
 * reloads the page, and with it the connection).
 */
export function hubUrl(): string {
  const lang = asLanguage(i18n.language) ?? 'tr';
  return new URL(
    `hub/frnotify?fingerprint=${encodeURIComponent(getFingerprint())}&lang=${lang}`,
    document.baseURI,
  ).href;
}

let running: { stop(): Promise<void> } | null = null;

/**
 * Starts, once per page, what keeps notifications live for whoever is logged in: the list fetch,
 * the hub link, the bus events `live:state` and `live:message`, and the page's unread count (the
 * shared notification-status store). It lives at
 * module level (not in a component) so the one connection outlasts any bell or sheet unmounting;
 * it follows the session store: login/token change → (re)connect, logout → disconnect.
 */
export function ensureNotificationsLive(overrides: Partial<HubLinkOptions> = {}): void {
  if (running) return;
  let username = '';
  let token: string | null = null;

  // Every cached copy, observed or not: in the site variant without a bell nothing renders the
  // list, yet the unread count is read from it.
  const refetch = () =>
    username && void queryClient.refetchQueries({ queryKey: notificationsKey(username), type: 'all' });
  const link: HubLink = createHubLink({
    url: hubUrl,
    token: () => sessionStore.getState().authData?.token ?? '',
    onState: (state) => {
      liveStateStore.setState({ state });
      bus.emit('live:state', { state });
    },
    onMessage: (cmd, message) => {
      bus.emit('live:message', { cmd, message });
      const parsed = liveNotificationMessage.safeParse({ cmd, message });
      if (!parsed.success || !username) return;
      noteLiveArrival();
      addNotification(queryClient, username, parsed.data.message);
    },
    onResync: refetch,
    ...overrides,
  });

  // Unknown (null) until the player's list has arrived, so no badge shows a guessed 0 meanwhile.
  const publishUnread = () => {
    const list = username
      ? queryClient.getQueryData<NotificationList>(notificationsKey(username))
      : undefined;
    setUnreadNotifications(list ? unreadCount(list) : null);
  };

  const follow = (state: SessionState) => {
    const next = state.authData?.token ?? null;
    if (next === token) return;
    token = next;
    if (username) queryClient.removeQueries({ queryKey: notificationsKey(username) });
    username = state.authData?.username ?? '';
    publishUnread();
    void link.stop().then(() => {
      if (!token || token !== sessionStore.getState().authData?.token) return;
      void queryClient.prefetchQuery(notificationsQuery(username));
      link.start();
    });
  };

  const offSession = sessionStore.subscribe(follow);
  const offLogout = bus.on('auth:logout', () => void link.stop());
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey;
    if (key[0] === 'customer' && key[1] === 'notification') publishUnread();
  });
  const onOnline = () => link.retryNow();
  window.addEventListener('online', onOnline);
  follow(sessionStore.getState());

  running = {
    async stop() {
      offSession();
      offLogout();
      offCache();
      window.removeEventListener('online', onOnline);
      await link.stop();
    },
  };
}

/** Stops everything {@link ensureNotificationsLive} started (tests; a page never needs it). */
export async function stopNotificationsLive(): Promise<void> {
  const r = running;
  running = null;
  await r?.stop();
}
