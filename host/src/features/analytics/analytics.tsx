import { useEffect, useSyncExternalStore } from 'react';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { onConsentChange, readConsent } from '@playhub/shared/storage';
import { containerId } from './model/container-id';
import { loadTagManager } from './model/tag-manager';

const SETTLE_DELAY_MS = 3000;

/**
 * Requirements §9 analytics container: off by default; loads Google Tag Manager only in production builds
 * when the site option `analyticsContainerId` holds a valid container id, after the page settles —
 * and only once the player accepted non-essential scripts (at once, without a reload).
 */
export function Analytics() {
  const id = containerId(useBootstrap());
  const consented = useSyncExternalStore(onConsentChange, readConsent) === 'accepted';
  useEffect(() => {
    if (!id || !consented) return;
    const timer = setTimeout(() => loadTagManager(id), SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, consented]);
  return null;
}
