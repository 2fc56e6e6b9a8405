import '../platform/csp-safe-zod';
import * as z from 'zod/mini';

/** Local storage keys named by Requirements §3. */
export const storageKeys = {
  authData: 'authData',
  bootstrap: 'bootstrap',
  lang: 'lang',
  fingerprint: 'fingerprint',
  topNotifyRead: 'topNotifyRead',
  popupSeen: 'popupSeen',
  lastGoodRemotes: 'playhub:lastGoodRemotes',
  consent: 'playhub:consent',
  marketingPausedUntil: 'playhub:marketingPausedUntil',
  /** Trusted-device tokens by username (issue 32): a device stays trusted across logouts. */
  trustedDevices: 'playhub:trusted-devices',
  /** The affiliate tag of the landing URL (`?btag=`), sent with a sign-up (issue 32). */
  btag: 'playhub:btag',
} as const;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

/** Reads a raw string. */
export function readString(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

/** Writes a raw string (ignores quota errors: nothing here is worth a crash). */
export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    /* quota or disabled storage */
  }
}

/** Removes a key. */
export function removeKey(key: string): void {
  store()?.removeItem(key);
}

/** Reads JSON and validates it; corrupt or mismatching data is removed and `null` returned. */
export function readJson<T>(key: string, schema: z.core.$ZodType<T>): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    /* not JSON */
  }
  removeKey(key);
  return null;
}

/** Writes JSON. */
export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/**
 * What belongs to the device, not to the session: its language and fingerprint, and what the
 * person at it already dismissed or decided (the domain notice, the popup seen, the consent
 * choice) — those must not return after every logout.
 */
export const deviceKeys: readonly string[] = [
  storageKeys.lang,
  storageKeys.fingerprint,
  storageKeys.topNotifyRead,
  storageKeys.popupSeen,
  storageKeys.consent,
  storageKeys.marketingPausedUntil,
  storageKeys.trustedDevices,
  storageKeys.btag,
];

/** Clears everything this site stored (logout), keeping the device-level keys. */
export function clearSessionStorage(keep: readonly string[] = deviceKeys): void {
  const s = store();
  if (!s) return;
  const kept = keep.map((k) => [k, s.getItem(k)] as const);
  s.clear();
  for (const [k, v] of kept) if (v !== null) s.setItem(k, v);
}

/** Returns the device fingerprint, creating and storing it once. */
export function getFingerprint(): string {
  const existing = readString(storageKeys.fingerprint);
  if (existing) return existing;
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  writeString(storageKeys.fingerprint, id);
  return id;
}

/**
 * Version of the consent question. Raise it when what needs consent changes (a new script, a new
 * purpose): answers to an older version no longer count, so every device is asked again.
 */
export const CONSENT_VERSION = 1;

/** A player's answer on non-essential scripts (analytics, live chat). */
export type ConsentChoice = 'accepted' | 'rejected';

const consentRecord = z.object({
  version: z.int(),
  choice: z.enum(['accepted', 'rejected']),
  at: z.string(),
});

// Consent is read by several host features (the banner, analytics, live chat, the footer) and
// may be by verticals: it lives here, with its key, rather than in one of them.
const consentListeners = new Set<() => void>();
let consentAskedAgain = false;

function consentChanged(): void {
  for (const listener of [...consentListeners]) listener();
}

/** This device's answer to the current consent question; null before one (or after a new version). */
export function readConsent(): ConsentChoice | null {
  const record = readJson(storageKeys.consent, consentRecord);
  return record?.version === CONSENT_VERSION ? record.choice : null;
}

/** Stores the answer with the question's version and closes the question; an accept applies at once. */
export function writeConsent(choice: ConsentChoice): void {
  writeJson(storageKeys.consent, { version: CONSENT_VERSION, choice, at: new Date().toISOString() });
  consentAskedAgain = false;
  consentChanged();
}

/** Opens the consent question again (the footer's Cookie settings) without changing the answer. */
export function askConsentAgain(): void {
  consentAskedAgain = true;
  consentChanged();
}

/** Whether the consent question is open: not answered in its current version, or asked again. */
export function isConsentAsked(): boolean {
  return consentAskedAgain || readConsent() === null;
}

/**
 * Calls `listener` when the answer or the question changes, in this tab or another one (an
 * accept there loads the scripts here too); returns the unsubscribe. Fits `useSyncExternalStore`.
 */
export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.consent || event.key === null) listener();
  };
  consentListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    consentListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Pauses marketing (the start-up popup) on this device until `until` (an ISO instant; null: with no
 * end), as a time-out or self-exclusion started here asks. It outlives the logout that follows.
 */
export function pauseMarketing(until: string | null): void {
  writeString(storageKeys.marketingPausedUntil, until ?? 'indefinite');
}

/** Whether marketing is paused on this device now (see {@link pauseMarketing}). */
export function marketingPaused(now = Date.now()): boolean {
  const value = readString(storageKeys.marketingPausedUntil);
  if (value === null) return false;
  if (value === 'indefinite') return true;
  const until = Date.parse(value);
  return Number.isFinite(until) ? until > now : false;
}

/**
 * Writes one of the cookies the server reads to paint the first view as the page will draw it
 * (`shellCookies` in contracts: the language, the notice dismissed): a mirror of what local storage
 * keeps, for a year, on the whole site, `SameSite=Lax` (and `Secure` over https).
 */
export function writeShellCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const cookie = `${name}=${encodeURIComponent(value)}`;
  // Written only when it differs: the page asks on every start.
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
}
