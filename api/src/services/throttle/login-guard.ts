import type { Queryable } from '../../db/index.js';
import { ipKey } from './client-ip.js';
import type { Attempt, Throttle } from './throttle.js';

/** Who is trying to log in. */
export interface LoginClient {
  ip: string;
  /** `x-fingerprint`: a random id the site keeps per browser (a device id, not a secret). */
  fingerprint: string;
}

// The site's device ids are 32 hex characters; anything much shorter is not one.
const MIN_DEVICE_ID = 16;

/** How a client is known to an account: by a device or an address of one of its earlier sessions. */
export type Known = 'device' | 'address' | null;

/** How a client is known to a player account (its `sessions`); null for no account. */
export async function knownPlayerClient(
  db: Queryable,
  userId: number | null,
  client: LoginClient,
): Promise<Known> {
  // No account: the same query runs for no one (id 0), so an unknown name costs the same.
  const device = client.fingerprint.length >= MIN_DEVICE_ID ? client.fingerprint.slice(0, 200) : null;
  const rows = await db.query<{ device: boolean; address: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND fingerprint = $2) AS device,
            EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $3) AS address`,
    [userId ?? 0, device, client.ip.slice(0, 100)],
  );
  if (rows[0]?.device) return 'device';
  return rows[0]?.address ? 'address' : null;
}

/**
 * Guards one login attempt on `username` (no such account: `known` null, throttled exactly like
 * one, so limits reveal nothing). Throws 429 with the wait when the client must wait. Buckets:
 * - the client on this account (its device id when known by it, else its IP): forgotten on
 *   success, so an owner's own typos never pile up;
 * - this account across clients, and this IP across accounts: only for clients the account has
 *   never seen, so an attacker's failures can slow strangers, never the owner's devices.
 * `scope` keeps account kinds apart (players, operators).
 */
export function guardLogin(
  throttle: Throttle,
  attempt: { username: string; client: LoginClient; known: Known; scope?: string },
): Promise<Attempt> {
  const { rules } = throttle;
  const { client, known, scope = 'player' } = attempt;
  const user = `${scope}\n${attempt.username.toLowerCase()}`;
  const who = known === 'device' ? `device\n${client.fingerprint}` : `ip\n${ipKey(client.ip)}`;
  const buckets = [{ rule: rules.loginClient, key: `${who}\n${user}`, reset: true }];
  if (!known) {
    buckets.push(
      { rule: rules.loginUser, key: user, reset: false },
      { rule: rules.loginIp, key: `${scope}:${ipKey(client.ip)}`, reset: false },
    );
  }
  return throttle.attempt(buckets);
}
