import { useEffect } from 'react';
import { useNavigate } from '@playhub/shared/router';
import { watchActivity } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { startBalancePolling } from '@playhub/shared/session';
import { closeDialogs, openDialog, uiStore } from '@playhub/shared/ui';
import { continueAfterLogin, rememberIntendedPath } from '../routing/intended-path';

/** Delay before the page reloads after logout (Requirements §4). */
export const LOGOUT_RELOAD_MS = 300;

/**
 * Session flows owned by the host (Requirements §4): balance polling while logged in (it keeps the
 * session alive only while the player is active); after login, close the dialogs, then continue to
 * the page or dialog a guard stopped the visitor at; after logout: home, reset state, reload after
 * 300 ms. A session that expired asks the player to log in again, with the reason, and comes back
 * to the same page afterwards (issue 28: never a silent logout).
 */
export function useSessionWiring() {
  const navigate = useNavigate();
  useEffect(() => {
    const stopPolling = startBalancePolling(3000);
    const stopWatching = watchActivity();
    const offLogin = bus.on('auth:login', () => closeDialogs());
    // After closeDialogs (listeners run in the order they registered): a dialog it opens stays open.
    const offContinue = continueAfterLogin(navigate);
    const offLogout = bus.on('auth:logout', ({ reason }) => {
      uiStore.getState().reset();
      if (reason === 'expired') {
        rememberIntendedPath(window.location.pathname + window.location.search);
        openDialog('account/login', { reason: 'expired' });
        return;
      }
      void navigate('/');
      if (reason === 'user') setTimeout(() => window.location.reload(), LOGOUT_RELOAD_MS);
    });
    return () => {
      stopPolling();
      stopWatching();
      offLogin();
      offContinue();
      offLogout();
    };
  }, [navigate]);
}
