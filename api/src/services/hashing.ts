import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane.
const ARGON2 = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** The PHC prefix of a hash made with today's parameters; anything else is re-hashed on login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** Hashes a password with argon2id (PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

/**
 * Checks a password against a stored hash: argon2 (current) or the older `scrypt$N$r$p$salt$hash`
 * format, both in constant time. A malformed stored value never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when a stored hash is not argon2id with today's parameters (it is replaced at next login). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password made with today's parameters: verify against it when the account
 * is unknown, so "no such account" costs the same time as "wrong password".
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!n || !r || !p || !salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64url');
  return new Promise((resolve) => {
    try {
      scryptCb(
        password,
        Buffer.from(salt, 'base64url'),
        expected.length,
        { N: Number(n), r: Number(r), p: Number(p) },
        (err, key) => resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
      );
    } catch {
      resolve(false); // parameters node refuses (a corrupt stored value)
    }
  });
}

/** SHA-256 hex of a string (tokens and one-time codes are stored only as this). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
