import { useEffect } from 'react';
import { useSession } from '@playhub/shared/session';
import { useRegistry } from '../composition/registry-context';

/**
 * Loads the notifications vertical for every logged-in player, whatever the header shows: the
 * vertical keeps the page's notification status (the unread count behind the user-button badge and
 * the dashboard menu) and its live link, also in the site variant that renders no bell. A vertical
 * that cannot load leaves the count unknown, which shows no badge.
 */
export function useLiveNotifications(): void {
  const registry = useRegistry();
  const hasLogin = useSession((s) => s.hasLogin);
  useEffect(() => {
    if (hasLogin) registry.load('notifications').catch(() => undefined);
  }, [hasLogin, registry]);
}
