import { z } from 'zod';
import { clearSessionStorage, getFingerprint, readJson, storageKeys, writeJson } from '.';

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
    clearSessionStorage();
    expect(localStorage.getItem(storageKeys.authData)).toBeNull();
    expect(localStorage.getItem(storageKeys.topNotifyRead)).toBe('true');
    expect(localStorage.getItem(storageKeys.popupSeen)).toBe('abc');
    expect(localStorage.getItem(storageKeys.lang)).toBe('en');
    expect(localStorage.getItem(storageKeys.fingerprint)).toBe(fp);
  });
});
