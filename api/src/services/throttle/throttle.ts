import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AppError, tooMany } from '../../errors.js';
import { sha256 } from '../hashing.js';
import { ipKey } from './client-ip.js';
import type { Db } from '../../db/index.js';
import type { RedisLink } from '../redis-link.js';
import { DbStore } from './db-store.js';
import { RedisStore } from './redis-store.js';
import { MemoryStore, type BackoffRule, type Bucket, type ThrottleStore } from './store.js';

/** At most `limit` hits per `windowMs` for one key (registrations per IP, code requests…). */
export interface WindowRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** The limits an operator may tune (AppConfig `limits`, docs/security.md). */
export type ThrottleLimits = AppConfig['limits'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Login-like delays: 1 s, 2 s, 4 s… at most 5 minutes; forgotten 15 minutes after the last failure.
const DELAYS = { baseMs: 1000, capMs: 5 * MINUTE, windowMs: 15 * MINUTE };
const FACTOR_DELAYS = { baseMs: 30_000, capMs: 15 * MINUTE, windowMs: HOUR };

/** Every rule of the API, built from the configured limits. */
export function rulesFor(limits: ThrottleLimits) {
  return {
    /** Wrong passwords from one client (IP, or a known device) on one account. */
    loginClient: { name: 'login-client', free: limits.loginPerClient, ...DELAYS },
    /** Wrong passwords on one account from clients that never logged in to it. */
    loginUser: { name: 'login-user', free: limits.loginPerUser, ...DELAYS },
    /** Wrong passwords from one IP on any account, for clients unknown to the account. */
    loginIp: { name: 'login-ip', free: limits.loginPerIp, ...DELAYS },
    /** Wrong old passwords on customer/changepassword, per account. */
    changePassword: { name: 'change-password', free: 5, ...DELAYS },
    /**
     * Sign-ups (issue 33): many subscribers of a mobile carrier share one address, so an address
     * past its free budget is paced (one sign-up a minute) rather than walled, up to the wall. A
     * device id limits one phone or browser; a client without one (a script) meets the wall at the
     * free budget, as before.
     */
    registerPerIp: { name: 'register-ip', limit: limits.registerPerIp, windowMs: HOUR },
    registerWall: { name: 'register-ip', limit: limits.registerWallPerIp, windowMs: HOUR },
    registerPace: { name: 'register-pace', limit: 1, windowMs: MINUTE },
    registerPerDevice: { name: 'register-device', limit: limits.registerPerDevice, windowMs: HOUR },
    codeRequestsPerIp: { name: 'code-ip', limit: limits.codesPerIp, windowMs: HOUR },
    codeChecksPerIp: { name: 'code-check-ip', limit: limits.codeChecksPerIp, windowMs: HOUR },
    callmePerIp: { name: 'callme-ip', limit: limits.callmePerIp, windowMs: HOUR },
    /**
     * Reset codes per requester (its device when the account knows it, else its IP) and username
     * (known or not, so both answer alike): one a minute, five an hour. Limits bind the one who
     * asks: a stranger asking for someone's codes never blocks the owner's own requests.
     */
    resetResend: { name: 'reset-resend', limit: 1, windowMs: MINUTE },
    resetPerHour: { name: 'reset-hour', limit: 5, windowMs: HOUR },
    /** Reset codes per username asked by clients the account does not know (a mail flood's bound). */
    resetPerUser: { name: 'reset-user', limit: limits.resetPerUser, windowMs: HOUR },
    /**
     * Wrong second-factor codes (issue 32) per account, whoever sends them, and per address: after
     * five, 30 s, 1 min, 2 min… up to 15 min between tries, remembered for an hour. Six digits with
     * three valid at a time then take years to guess.
     */
    secondFactorUser: { name: 'second-factor-user', free: 4, ...FACTOR_DELAYS },
    secondFactorIp: { name: 'second-factor-ip', free: 19, ...FACTOR_DELAYS },
  } satisfies Record<string, WindowRule | BackoffRule>;
}

/** The rules of a Throttle. */
export type Rules = ReturnType<typeof rulesFor>;

/**
 * A 429 whose Retry-After is the real wait; the message names it in seconds (`{seconds}`) up to a
 * minute and a half, in minutes (`{minutes}`, key + `Minutes`) beyond: "2715 seconds" reads as none.
 */
export function waitError(ms: number, key = 'throttle.wait'): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 90) return tooMany(key, { seconds });
  return tooMany(`${key}Minutes`, { seconds, minutes: Math.ceil(seconds / 60) });
}

// The site's device ids are 32 hex characters; anything much shorter is not one.
const MIN_DEVICE_ID = 16;

/** Who asks to sign up: the address and the site's device id (`x-fingerprint`). */
export interface SignUpClient {
  ip: string;
  fingerprint: string;
}

/** A guarded attempt: report success so the client's own failures are forgotten. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Limits against guessing and flooding, counted in Redis when REDIS_URL is set (shared by every
 * replica) and in this process otherwise. Keys of free text (usernames) are hashed.
 */
export class Throttle {
  readonly rules: Rules;

  constructor(
    private readonly store: ThrottleStore,
    limits: ThrottleLimits,
  ) {
    this.rules = rulesFor(limits);
  }

  /**
   * The store for a configuration: Redis when there is a link (the database's counters while it is
   * away), else this process (one instance, no Redis).
   */
  static create(
    config: Pick<AppConfig, 'limits'>,
    log: FastifyBaseLogger,
    shared: { link: RedisLink; db: Db } | null,
  ): Throttle {
    const store = shared ? new RedisStore(shared.link.cmd, new DbStore(shared.db), log) : new MemoryStore();
    return new Throttle(store, config.limits);
  }

  /** Counts one hit of `key`; throws 429 with the time left in the window when over the limit. */
  async take(rule: WindowRule, key: string, message?: string): Promise<void> {
    const { count, resetMs } = await this.store.hit(`${rule.name}:${subjectKey(key)}`, rule.windowMs);
    if (count > rule.limit) throw waitError(resetMs, message);
  }

  /** {@link take} keyed by a client address (IPv6 by its /64). */
  takeIp(rule: WindowRule, ip: string, message?: string): Promise<void> {
    return this.take(rule, ipKey(ip), message);
  }

  /**
   * Counts one sign-up of `client` (issue 33, item 4): at most `registerPerDevice` an hour per
   * device id; per address the first `registerPerIp` an hour pass, then one a minute (a short
   * wait, told in words) until `registerWallPerIp`. Without a device id the address's free budget
   * is the wall. Counted in the shared store, so every replica sees the same counts.
   */
  async takeSignUp(client: SignUpClient): Promise<void> {
    const { rules } = this;
    const device = client.fingerprint.length >= MIN_DEVICE_ID ? client.fingerprint.slice(0, 200) : null;
    if (device) await this.take(rules.registerPerDevice, device, 'throttle.signUp');
    const address = ipKey(client.ip);
    const { count, resetMs } = await this.store.hit(
      `${rules.registerPerIp.name}:${subjectKey(address)}`,
      rules.registerPerIp.windowMs,
    );
    if (count <= rules.registerPerIp.limit) return;
    if (!device || count > rules.registerWall.limit) throw waitError(resetMs, 'throttle.signUp');
    await this.take(rules.registerPace, address, 'throttle.signUp');
  }

  /**
   * Starts an attempt that may fail (a password check): throws 429 while any bucket makes the
   * client wait, else counts it as failed in every bucket until `succeeded()` is called, so
   * parallel guesses cannot all pass before the first failure is recorded. On success the
   * `reset` buckets are forgotten and the others get the attempt back.
   */
  async attempt(buckets: (Bucket & { reset?: boolean })[]): Promise<Attempt> {
    const keyed = buckets.map((b) => ({ ...b, key: subjectKey(b.key), reset: b.reset ?? false }));
    const wait = await this.store.attempt(keyed);
    if (wait > 0) throw waitError(wait);
    return { succeeded: () => this.store.settle(keyed) };
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}

// Usernames and fingerprints are client text: hashed, keys stay short and free of separators.
// '#' cannot start a plain key, so no chosen name can equal another key's hash.
function subjectKey(key: string): string {
  return /^[\w.:/-]{1,64}$/.test(key) ? key : `#${sha256(key).slice(0, 32)}`;
}
