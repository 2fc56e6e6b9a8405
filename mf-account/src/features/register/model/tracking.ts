import { readConsent, readString, storageKeys } from '@playhub/shared/storage';

/** Optional marketing fields of the registration payload (Requirements §3). */
export interface Tracking {
  refId?: number;
  partner?: string;
  subid?: string;
  source?: string;
  /** The affiliate tag of the landing URL and whether this device consented to tracking (issue 32). */
  btag?: string;
  trackingConsent?: boolean;
}

/** The landing URL's affiliate tag with this device's answer to the tracking (cookie) question. */
export function readAffiliate(): Pick<Tracking, 'btag' | 'trackingConsent'> {
  const btag = readString(storageKeys.btag);
  return btag ? { btag, trackingConsent: readConsent() === 'accepted' } : {};
}

function cookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Where tracking values are read from (injectable for tests). */
export interface TrackingSources {
  storage?: Pick<Storage, 'getItem'> | null;
  cookies?: string;
}

/**
 * refId (a number) or partner/subid/source, from local storage or cookies of those names
 * (local storage first). A refId wins: the others are sent only without one.
 */
export function readTracking({
  storage = safeStorage(),
  cookies = safeCookies(),
}: TrackingSources = {}): Tracking {
  const read = (name: string) => {
    const value = storage?.getItem(name) ?? cookie(name, cookies);
    return value && value.trim() ? value.trim().slice(0, 100) : null;
  };
  const ref = read('refId');
  if (ref && /^\d+$/.test(ref) && Number.isSafeInteger(Number(ref))) return { refId: Number(ref) };
  const out: Tracking = {};
  for (const key of ['partner', 'subid', 'source'] as const) {
    const value = read(key);
    if (value) out[key] = value;
  }
  return out;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function safeCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
