// Helpers of the money suites: deposits that wait for the provider's confirmation, signed calls as
// a payment provider or a game provider makes them, operator sessions, demo game sessions.
import assert from 'node:assert/strict';
import { DEV_SECRETS } from '../src/config.js';
import { sign, SIGNATURE_HEADER } from '../src/integrations/signing.js';
import { call, type Env } from './helpers.js';

/** Papara: a message-state method (confirmed by the demo provider's callback). */
export const PAPARA = 4;
/** Credit card: a redirect method (the player pays on the provider's page). */
export const CARD = 2;

/**
 * Polls `read` until `ok` holds; returns the last value. `ms` only ends a wait for a state that never
 * comes (far above what any test needs, so a busy machine does not fail it).
 */
export async function waitUntil<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  let v = await read();
  while (!ok(v)) {
    if (Date.now() > until) assert.fail(`condition not met in ${ms} ms; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

/** The `user/balance` data of a player. */
export async function wallet(base: string, token: string) {
  const r = await call(base, 'GET', 'user/balance', { token });
  assert.equal(r.status, 200, r.message);
  return r.data as { balance: number; withdrawable: number; held: number; bonus: number; wagering: unknown };
}

/** Deposits by Papara and waits for the provider's confirmation to credit it. */
export async function depositConfirmed(base: string, token: string, amount: number): Promise<void> {
  const before = (await wallet(base, token)).withdrawable;
  const r = await call(base, 'POST', 'payment/deposit', {
    token,
    body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount } },
  });
  assert.equal(r.status, 200, r.message);
  await waitUntil(
    () => wallet(base, token),
    (w) => Math.abs(w.withdrawable - (before + amount)) < 0.001,
  );
}

/** A withdrawal request by Papara. */
export function withdraw(
  base: string,
  token: string,
  amount: number | string,
  headers?: Record<string, string>,
) {
  return call(base, 'POST', 'payment/withdraw', {
    token,
    headers,
    body: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount } },
  });
}

/** A POST signed as a provider signs it (raw JSON body + `x-playhub-signature`). */
export async function signedPost<T = unknown>(
  base: string,
  path: string,
  body: unknown,
  opts: { secret?: string; header?: string | null; raw?: string } = {},
): Promise<Env<T>> {
  const raw = opts.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-locale': 'en' };
  const header =
    opts.header === undefined ? sign(opts.secret ?? DEV_SECRETS.PAYMENT_CALLBACK_SECRET, raw) : opts.header;
  if (header !== null) headers[SIGNATURE_HEADER] = header;
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers, body: raw });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  return { status: res.status, ...json };
}

/** A seamless-wallet call signed with the development game-wallet secret. */
export function walletCall(base: string, op: 'balance' | 'debit' | 'credit' | 'rollback', body: object) {
  return signedPost<{ status: string; balance: string | null; transactionId: string }>(
    base,
    `gamewallet/${op}`,
    body,
    {
      secret: DEV_SECRETS.GAME_WALLET_SECRET,
    },
  );
}

/** Launches a Digitain demo game and returns its game session token, provider and game name. */
export async function gameSession(
  base: string,
  token: string,
): Promise<{ session: string; provider: string; gameName: string }> {
  const games = await call(base, 'POST', 'casino/categorygames', {
    body: { systemCategory: [1, 2, 3, 4, 5, 6] },
  });
  const game = games.data.find((g: { providerName: string }) => g.providerName === 'Digitain');
  const launch = await call(base, 'POST', 'casino/dtlaunchurl', { token, body: { code: game.gameCode } });
  assert.equal(launch.status, 200, launch.message);
  const session = new URL(launch.data as string).searchParams.get('session');
  assert.ok(session);
  return { session, provider: 'Digitain', gameName: game.name as string };
}

/** Logs the seeded demo operator in; returns its bearer token. */
export async function operatorToken(base: string): Promise<string> {
  const r = await call(base, 'POST', 'operator/login', {
    body: { username: 'operator', password: 'operator12345' },
  });
  assert.equal(r.status, 200, r.message);
  return r.data.token as string;
}

/** The id of a player by username (straight from the database). */
export async function userId(
  q: { query: (s: string, p: unknown[]) => Promise<unknown[]> },
  username: string,
) {
  const rows = (await q.query('SELECT id FROM users WHERE lower(username) = lower($1)', [username])) as {
    id: number;
  }[];
  return rows[0]!.id;
}
