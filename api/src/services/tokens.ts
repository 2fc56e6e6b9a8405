import { randomBytes, randomInt } from 'node:crypto';

/** A random opaque session token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random numeric one-time code of `length` digits. */
export function newCode(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}
