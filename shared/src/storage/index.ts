import '../platform/csp-safe-zod';
import { z } from 'zod';

/** Local storage keys named by SPEC §3. */
export const storageKeys = {
  authData: 'authData',
  bootstrap: 'bootstrap',
  lang: 'lang',
  fingerprint: 'fingerprint',
  topNotifyRead: 'topNotifyRead',
  popupSeen: 'popupSeen',
  lastGoodRemotes: 'playhub:lastGoodRemotes',
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
export function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
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
 * person at it already dismissed (the domain notice, the popup seen) — those must not return
 * after every logout.
 */
export const deviceKeys: readonly string[] = [
  storageKeys.lang,
  storageKeys.fingerprint,
  storageKeys.topNotifyRead,
  storageKeys.popupSeen,
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
