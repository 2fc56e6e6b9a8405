import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@playhub/shared/router';
import { watchActivity } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { startBalancePolling } from '@playhub/shared/session';
import { closeDialogs, openDialog, uiStore } from '@playhub/shared/ui';
import { continueAfterLogin, rememberWhereThePlayerWas } from '../routing/intended-path';

/** Delay before the page reloads after logout (Requirements §4). */
export const LOGOUT_RELOAD_MS = 300;

/**
 * Session flows owned by the host (Requirements §4): balance polling while logged in (it keeps the
 * session alive only while the player is active); after login, close the dialogs, then continue to
 * the page or dialog a guard stopped the visitor at; after logout: home, reset state, reload after
 * 300 ms. A session the server no longer accepts (a 401: expired, or ended elsewhere) asks the
 * player to log in again, with the reason, where they are: a public page stays, a guarded one leaves
 * for the home page (its guard); after the login they are back on that page with the dialogs that
 * were open (issues 28 and 33: never a silent logout). A session the page itself ended after the
 * server (a time-out or self-exclusion) goes home, where its message stays.
 */
export function useSessionWiring() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  useEffect(() => {
    const stopPolling = startBalancePolling(3000);
    const stopWatching = watchActivity();
    const offLogin = bus.on('auth:login', () => closeDialogs());
    // After closeDialogs (listeners run in the order they registered): a dialog it opens stays open.
    const offContinue = continueAfterLogin(navigate);
    const offLogout = bus.on('auth:logout', ({ reason }) => {
      const { dialog, beneath } = uiStore.getState();
      uiStore.getState().reset();
      if (reason === 'expired' || reason === 'ended') {
        // After the reset: closing the dialogs forgets what was remembered (login dismissed).
        rememberWhereThePlayerWas(here.current, [beneath, dialog]);
        openDialog('account/login', { reason });
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
