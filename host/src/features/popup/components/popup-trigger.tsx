import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { markPopupSeen, shouldShowPopup } from '../model/popup-rules';

/**
 * Opens the popup once per distinct content, on the home page, and never over another dialog
 * (a guard's login form, say): the next visit to home tries again.
 */
export function PopupTrigger() {
  const popup = useBootstrap()?.popup;
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/' || !popup || !shouldShowPopup(popup)) return;
    if (uiStore.getState().dialog) return;
    markPopupSeen(popup);
    openDialog('host/popup');
  }, [pathname, popup]);
  return null;
}
