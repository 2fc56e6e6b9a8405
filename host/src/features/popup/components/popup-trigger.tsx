import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@playhub/shared/router';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { bus } from '@playhub/shared/bus';
import { isConsentAsked, marketingPaused, onConsentChange } from '@playhub/shared/storage';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { useRegistry } from '@/app/composition/registry-context';
import { markPopupSeen, pictureReady, popupImageFor, shouldShowPopup } from '../model/popup-rules';

/** The popup waits this long after the home page's vertical loaded, so the page paints first. */
export const POPUP_DELAY_MS = 800;

/**
 * Opens the popup once per distinct content, on the home page, once the home vertical is there
 * (never over a skeleton or an "unavailable" fallback), and never over another dialog such as a
 * guard's login form: the next visit to home tries again. While the cookie question waits for an
 * answer the popup waits too, and comes once it is answered (issue 33: one layer at a time).
 */
export function PopupTrigger() {
  const popup = useBootstrap()?.popup;
  const { pathname } = useLocation();
  const registry = useRegistry();
  const consentPending = useSyncExternalStore(onConsentChange, isConsentAsked, () => false);
  useEffect(() => {
    const owner = registry.ownerOfPath('/');
    if (pathname !== '/' || !owner || !popup || consentPending || !shouldShowPopup(popup)) return;
    // No marketing on a device where a time-out or self-exclusion was started (issue 20).
    if (marketingPaused()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(() => {
        // Opened with its picture at hand, so the dialog does not grow around it.
        void pictureReady(popupImageFor(popup.images, window.innerWidth)).then(() => {
          // The address, not the rendered route: a login that continues to the page a guard
          // stopped (issue 18.1) closes its dialog and navigates in one step, and the popup must
          // not open in the moment before the route renders (it stayed over the dashboard).
          const home = window.location.pathname === '/';
          if (!live || !home || uiStore.getState().dialog || !shouldShowPopup(popup)) return;
          markPopupSeen(popup);
          openDialog('host/popup');
        });
      }, POPUP_DELAY_MS);
    };
    let live = true;
    registry.load(owner).then(
      () => live && schedule(),
      () => undefined,
    );
    // A vertical that failed may come back through its retry button.
    const off = bus.on(
      'remote:status',
      (e) => e.name === owner && e.status === 'loaded' && live && schedule(),
    );
    return () => {
      live = false;
      off();
      clearTimeout(timer);
    };
  }, [pathname, popup, registry, consentPending]);
  return null;
}
