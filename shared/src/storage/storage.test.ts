import * as z from 'zod/mini';
import {
  askConsentAgain,
  clearSessionStorage,
  CONSENT_VERSION,
  getFingerprint,
  isConsentAsked,
  marketingPaused,
  onConsentChange,
  pauseMarketing,
  readConsent,
  readJson,
  storageKeys,
  writeConsent,
  writeJson,
} from '.';

beforeEach(() => localStorage.clear());

describe('storage', () => {
  it('round-trips JSON validated by a schema', () => {
    writeJson('k', { a: 1 });
    expect(readJson('k', z.object({ a: z.number() }))).toEqual({ a: 1 });
  });

  it('drops corrupt or mismatching JSON instead of crashing', () => {
    localStorage.setItem('k', '{"a": broken');
    expect(readJson('k', z.object({ a: z.number() }))).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    writeJson('k', { a: 'text' });
    expect(readJson('k', z.object({ a: z.number() }))).toBeNull();
  });

  it('creates the fingerprint once and keeps it', () => {
    const first = getFingerprint();
    expect(first).toMatch(/^[a-z0-9]{16,}$/);
    expect(getFingerprint()).toBe(first);
    expect(localStorage.getItem(storageKeys.fingerprint)).toBe(first);
  });

  it('clears the session but keeps language, fingerprint and what was dismissed on this device', () => {
    localStorage.setItem(storageKeys.lang, 'en');
    const fp = getFingerprint();
    localStorage.setItem(storageKeys.authData, '{}');
    localStorage.setItem(storageKeys.topNotifyRead, 'true');
    localStorage.setItem(storageKeys.popupSeen, 'abc');
    writeConsent('rejected');
    clearSessionStorage();
    expect(localStorage.getItem(storageKeys.authData)).toBeNull();
    expect(localStorage.getItem(storageKeys.topNotifyRead)).toBe('true');
    expect(localStorage.getItem(storageKeys.popupSeen)).toBe('abc');
    expect(localStorage.getItem(storageKeys.lang)).toBe('en');
    expect(localStorage.getItem(storageKeys.fingerprint)).toBe(fp);
    expect(readConsent()).toBe('rejected');
  });
});

describe('consent', () => {
  it('is asked until answered, and the answer is stored with the question version', () => {
    expect(readConsent()).toBeNull();
    expect(isConsentAsked()).toBe(true);
    writeConsent('accepted');
    expect(readConsent()).toBe('accepted');
    expect(isConsentAsked()).toBe(false);
    expect(JSON.parse(localStorage.getItem(storageKeys.consent) ?? '')).toMatchObject({
      version: CONSENT_VERSION,
      choice: 'accepted',
    });
  });

  it('an answer to another version of the question does not count; a corrupt one is dropped', () => {
    writeJson(storageKeys.consent, { version: CONSENT_VERSION - 1, choice: 'accepted', at: '2024-01-01' });
    expect(readConsent()).toBeNull();
    expect(isConsentAsked()).toBe(true);
    localStorage.setItem(storageKeys.consent, '{"choice":"maybe"}');
    expect(readConsent()).toBeNull();
    expect(localStorage.getItem(storageKeys.consent)).toBeNull();
  });

  it('asking again keeps the answer until a new one; listeners hear both, here and from other tabs', () => {
    const listener = jest.fn();
    const stop = onConsentChange(listener);
    writeConsent('rejected');
    askConsentAgain();
    expect(isConsentAsked()).toBe(true);
    expect(readConsent()).toBe('rejected');
    writeConsent('accepted');
    expect(isConsentAsked()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.consent }));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.lang }));
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    writeConsent('rejected');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('marketing pause (issue 20: no marketing to a player on a time-out or self-exclusion)', () => {
  beforeEach(() => localStorage.clear());

  it('pauses until the end of the exclusion, or with no end, and outlives the logout', () => {
    expect(marketingPaused()).toBe(false);
    pauseMarketing('2026-11-25T10:00:00.000Z');
    expect(marketingPaused(Date.parse('2026-11-25T09:59:00Z'))).toBe(true);
    expect(marketingPaused(Date.parse('2026-11-25T10:00:01Z'))).toBe(false);
    clearSessionStorage();
    expect(marketingPaused(Date.parse('2026-11-25T09:59:00Z'))).toBe(true);
    pauseMarketing(null);
    expect(marketingPaused(Date.parse('2099-01-01T00:00:00Z'))).toBe(true);
    localStorage.setItem('playhub:marketingPausedUntil', 'garbage');
    expect(marketingPaused()).toBe(false);
  });
});
