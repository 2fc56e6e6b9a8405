import { storageKeys, writeString } from '@playhub/shared/storage';

/**
 * Keeps the affiliate tag of the landing URL (`?btag=`, issue 32) for a sign-up on this device.
 * The sign-up sends it with the device's tracking consent, and the API keeps it only with that
 * consent where the market asks it.
 */
export function captureBtag(search = window.location.search): void {
  const tag = new URLSearchParams(search).get('btag')?.trim();
  if (tag && /^[\w.~-]{1,100}$/.test(tag)) writeString(storageKeys.btag, tag);
}
