import { useEffect } from 'react';
import { useNavigate } from '@playhub/shared/router';
import { bus } from '@playhub/shared/bus';
import { startBalancePolling } from '@playhub/shared/session';
import { closeDialogs, uiStore } from '@playhub/shared/ui';
import { continueAfterLogin } from '../routing/intended-path';

/** Delay before the page reloads after logout (Requirements §4). */
export const LOGOUT_RELOAD_MS = 300;

/**
 * Session flows owned by the host (Requirements §4): balance polling while logged in; after login,
 * close the dialogs, then continue to the page or dialog a guard stopped the visitor at; after
 * logout: home, reset state, reload after 300 ms.
 */
export function useSessionWiring() {
  const navigate = useNavigate();
  useEffect(() => {
    const stopPolling = startBalancePolling(3000);
    const offLogin = bus.on('auth:login', () => closeDialogs());
    // After closeDialogs (listeners run in the order they registered): a dialog it opens stays open.
    const offContinue = continueAfterLogin(navigate);
    const offLogout = bus.on('auth:logout', ({ reason }) => {
      uiStore.getState().reset();
      void navigate('/');
      if (reason === 'user') setTimeout(() => window.location.reload(), LOGOUT_RELOAD_MS);
    });
    return () => {
      stopPolling();
      offLogin();
      offContinue();
      offLogout();
    };
  }, [navigate]);
}
