import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Algorithm } from '@node-rs/argon2';
import type { HashJob } from './hash-worker.js';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane.
const ARGON2 = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** The PHC prefix of a hash made with today's parameters; anything else is re-hashed on login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * The pool that hashes: one worker thread per core, each at a lower priority than the event loop
 * (nice +10), so a login flood uses every core (throughput ≈ cores ÷ hash time) while balance polls
 * keep their latency; at most 64 logins per core wait, beyond that a login fails at once (503)
 * instead of queueing without bound. Idle threads end after a minute. In production the worker is
 * `dist/hash-worker.js` beside `dist/main.js` (api/scripts/build.mjs), in development the .ts file.
 */
let pool: Piscina | null = null;

function hashPool(): Piscina {
  if (pool) return pool;
  const here = new URL(import.meta.url);
  const worker = new URL(here.pathname.endsWith('.ts') ? './hash-worker.ts' : './hash-worker.js', here);
  const cores = availableParallelism();
  pool = new Piscina({
    filename: worker.href,
    minThreads: 0,
    maxThreads: cores,
    idleTimeout: 60_000,
    maxQueue: 64 * cores,
    niceIncrement: 10,
  });
  return pool;
}

/** Runs one job on the pool; a full queue is the service being overloaded (503 with Retry-After). */
async function onPool<T extends string | boolean>(job: HashJob): Promise<T> {
  try {
    return (await hashPool().run(job)) as T;
  } catch (err) {
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new HashPoolBusy();
    throw err;
  }
}

/** Too many logins waiting for a hash: answered 503 (try again shortly), not queued. */
export class HashPoolBusy extends Error {
  constructor() {
    super('password hashing is saturated');
    this.name = 'HashPoolBusy';
  }
}

/** Ends the pool's threads (command-line tools, before they exit). */
export async function closeHashPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}

/** Threads and queue of the pool (benchmarks print them). */
export function hashPoolStats(): { threads: number; maxThreads: number; queued: number } {
  const p = hashPool();
  return { threads: p.threads.length, maxThreads: p.options.maxThreads, queued: p.queueSize };
}

/** Hashes a password with argon2id (PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return onPool<string>({ op: 'hash', password, options: ARGON2 });
}

/**
 * Checks a password against a stored hash: argon2 (current) or the older `scrypt$N$r$p$salt$hash`
 * format, both in constant time. A malformed stored value never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return onPool<boolean>({ op: 'verify', password, stored });
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
