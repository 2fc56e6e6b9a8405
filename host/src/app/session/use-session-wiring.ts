import { useEffect } from 'react';
import { useNavigate } from '@playhub/shared/router';
import { bus } from '@playhub/shared/bus';
import { startBalancePolling } from '@playhub/shared/session';
import { closeDialogs, openDialog, uiStore } from '@playhub/shared/ui';
import { continueAfterLogin } from '../routing/intended-path';

/** Delay before the page reloads after logout (Requirements §4). */
export const LOGOUT_RELOAD_MS = 300;

/**
 * Session flows owned by the host (Requirements §4): balance polling while logged in, the login dialog for
 * `auth:required`, and after logout: home, reset state, reload after 300 ms.
 */
export function useSessionWiring() {
  const navigate = useNavigate();
  useEffect(() => {
    const stopPolling = startBalancePolling(3000);
    const offRequired = bus.on('auth:required', () => openDialog('account/login'));
    const offLogin = bus.on('auth:login', () => closeDialogs());
    const offContinue = continueAfterLogin(navigate);
    const offLogout = bus.on('auth:logout', ({ reason }) => {
      uiStore.getState().reset();
      void navigate('/');
      if (reason === 'user') setTimeout(() => window.location.reload(), LOGOUT_RELOAD_MS);
    });
    return () => {
      stopPolling();
      offRequired();
      offLogin();
      offContinue();
      offLogout();
    };
  }, [navigate]);
}
