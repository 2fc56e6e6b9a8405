import { storageKeys } from '@playhub/shared/storage';

/**
 * Trusted-device tokens (issue 32), one per username on this device: sent with the password so
 * the second step is skipped until the token expires or is revoked from the account page.
 */
const KEY = storageKeys.trustedDevices;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** This device's token for `username`, if it has one. */
export function deviceTokenOf(username: string): string | undefined {
  const token = read()[username.toLowerCase()];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps a new token for `username`. */
export function keepDeviceToken(username: string, token: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...read(), [username.toLowerCase()]: token }));
  } catch {
    // Private mode: the code is asked next time, nothing else changes.
  }
}
