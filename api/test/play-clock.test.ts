// The play clock, the panic button and net deposits (issue 32, items 1 and 2): the gaming session's
// time and net position as the play header reads them (and the hub's nudge after each round), the
// 24-hour panic break (one row however many times it is pressed at once; everywhere logged out; no
// early end), and net deposits with the last 12 months' net result. Time is moved by dating rows back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import {
  depositConfirmed,
  gameSession,
  operatorToken,
  userId,
  walletCall,
  withdraw,
} from './money-helpers.js';

let api: Running;
let base: string;
const db = () => api.built.db;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

let seq = 0;
const stake = (session: string, amount: string) => {
  seq += 1;
  const round = `pc-${Date.now()}-${seq}`;
  return walletCall(base, 'debit', {
    provider: 'Digitain',
    session,
    transactionId: `${round}:bet`,
    roundId: round,
    amount,
    currency: 'TRY',
  }).then((r) => ({ ...r, round }));
};
const win = (session: string, round: string, amount: string) =>
  walletCall(base, 'credit', {
    provider: 'Digitain',
    session,
    transactionId: `${round}:win`,
    roundId: round,
    amount,
    currency: 'TRY',
    roundClosed: true,
  });
const playSession = async (token: string) => {
  const r = await call(base, 'GET', 'protection/play-session', { token });
  assert.equal(r.status, 200, r.message);
  return r.data as { startedAt: string; elapsedSeconds: number; staked: number; won: number; net: number };
};
const panic = (token: string, locale = 'en') =>
  call(base, 'POST', 'protection/panic', { token, locale, body: { confirm: true } });

test('play session: stakes, wins and net since login, rollbacks not counted, the same net as the reality check', async () => {
  const player = await register(base);
  await depositConfirmed(base, player.token, 100);
  const fresh = await playSession(player.token);
  assert.deepEqual([fresh.staked, fresh.won, fresh.net], [0, 0, 0]);
  assert.ok(fresh.elapsedSeconds >= 0 && fresh.elapsedSeconds < 3600, String(fresh.elapsedSeconds));

  const { session } = await gameSession(base, player.token);
  const a = await stake(session, '10.00');
  assert.equal(a.data.status, 'OK');
  assert.equal((await win(session, a.round, '25.50')).data.status, 'OK');
  const b = await stake(session, '4.00');
  const rolled = await walletCall(base, 'rollback', {
    provider: 'Digitain',
    session,
    transactionId: `${b.round}:rb`,
    referenceTransactionId: `${b.round}:bet`,
    roundId: b.round,
  });
  assert.equal(rolled.data.status, 'OK');
  assert.equal((await stake(session, '3.00')).data.status, 'OK');
  const s = await playSession(player.token);
  assert.deepEqual([s.staked, s.won, s.net], [13, 25.5, 12.5]);
  const protection = await call(base, 'GET', 'protection', { token: player.token });
  assert.equal(protection.data.session.net, s.net);
  assert.equal(protection.data.session.startedAt, s.startedAt);

  // Rounds before this login belong to an earlier session.
  const id = await userId(db(), player.username);
  await db().query(`UPDATE sessions SET created_at = created_at - interval '1 hour' WHERE user_id = $1`, [
    id,
  ]);
  await db().query(
    `UPDATE game_transactions SET created_at = created_at - interval '2 hours' WHERE user_id = $1 AND amount = 1000`,
    [id],
  );
  const later = await playSession(player.token);
  assert.deepEqual([later.staked, later.won, later.net], [3, 25.5, 22.5]);
  assert.ok(later.elapsedSeconds >= 3600, String(later.elapsedSeconds));

  // Another player sees only their own session; no token, no figures.
  const other = await register(base);
  assert.deepEqual((await playSession(other.token)).net, 0);
  assert.equal((await call(base, 'GET', 'protection/play-session')).status, 401);
});

test('the hub tells the player (only) after each accepted round, never after a refused one', async () => {
  const live = api.built.deps.notifier.live!;
  const told: [number, string][] = [];
  const original = live.publish.bind(live);
  live.publish = async (userId, msg) => {
    told.push([userId, msg.cmd]);
    return original(userId, msg);
  };
  try {
    const player = await register(base);
    const id = await userId(db(), player.username);
    await depositConfirmed(base, player.token, 100);
    const { session } = await gameSession(base, player.token);
    const plays = () => told.filter(([u, c]) => u === id && c === 'PlaySession').length;
    const before = plays();
    const a = await stake(session, '5.00');
    assert.equal(a.data.status, 'OK');
    await waitFor(() => plays() === before + 1);
    assert.equal((await win(session, a.round, '0.00')).data.status, 'OK');
    await waitFor(() => plays() === before + 2);
    const refused = await stake(session, '500.00');
    assert.equal(refused.data.status, 'INSUFFICIENT_FUNDS');
    // A further accepted round is told; the refused one in between was not.
    await stake(session, '1.00');
    await waitFor(() => plays() >= before + 3);
    assert.equal(plays(), before + 3);
  } finally {
    live.publish = original;
  }
});

async function waitFor(ok: () => boolean): Promise<void> {
  const until = Date.now() + 60_000;
  while (!ok()) {
    if (Date.now() > until) assert.fail(`condition not met: ${ok.toString()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('panic button: needs the confirmation; a 24-hour break, everywhere logged out, no play or deposit, no early end, no cooling-off', async () => {
  const player = await register(base);
  await depositConfirmed(base, player.token, 50);
  const phone = await call(base, 'POST', 'auth/login', {
    body: { username: player.username, password: 'secret1' },
  });
  const { session } = await gameSession(base, player.token);

  for (const body of [{}, { confirm: false }, { confirm: 'true' }, { confirm: true, hours: 1 }]) {
    const r = await call(base, 'POST', 'protection/panic', { token: player.token, body });
    assert.equal(r.status, 400, JSON.stringify(body));
  }
  assert.equal((await call(base, 'POST', 'protection/panic', { body: { confirm: true } })).status, 401);

  const r = await panic(player.token, 'tr');
  assert.equal(r.status, 200, r.message);
  assert.match(
    r.message,
    /^24 saatlik molanız başladı ve .+ tarihine kadar sürecek: .+Tüm cihazlardan çıkış yaptınız$/,
  );
  const hours = (Date.parse(`${r.data.endsAt}Z`) - Date.now()) / 3_600_000;
  assert.ok(hours > 23.9 && hours <= 24, String(hours));
  for (const token of [player.token, phone.data.token]) {
    assert.equal((await call(base, 'GET', 'user/balance', { token })).status, 401);
  }
  assert.equal((await stake(session, '1.00')).data.status, 'SESSION_EXPIRED');
  const login = await call(base, 'POST', 'auth/login', {
    body: { username: player.username, password: 'secret1' },
  });
  assert.equal(login.status, 401);

  // No one ends it early: the operator's lift is for indefinite self-exclusions only.
  const id = await userId(db(), player.username);
  const op = await operatorToken(base);
  const lift = await call(base, 'POST', 'operator/exclusions/lift', {
    token: op,
    body: { userId: id, reference: 'asked by phone' },
  });
  assert.equal(lift.status, 404, lift.message);
  assert.equal(
    (await call(base, 'POST', 'auth/login', { body: { username: player.username, password: 'secret1' } }))
      .status,
    401,
  );

  // Once it ends, play and deposits open at once (no cooling-off after a panic break).
  await db().query(
    `UPDATE exclusions SET starts_at = now() - interval '24 hours 1 minute', ends_at = now() - interval '1 minute' WHERE user_id = $1`,
    [id],
  );
  const back = await call(base, 'POST', 'auth/login', {
    body: { username: player.username, password: 'secret1' },
  });
  assert.equal(back.status, 200, back.message);
  const status = await call(base, 'GET', 'protection', { token: back.data.token });
  assert.equal(status.data.canPlay, true);
  const again = await gameSession(base, back.data.token);
  assert.equal((await stake(again.session, '1.00')).data.status, 'OK');
});

test('panic button pressed many times at once (tabs, devices, double clicks): one break, one answer, replays refused', async () => {
  const player = await register(base);
  const tokens = [player.token];
  for (let i = 0; i < 3; i++) {
    const r = await call(base, 'POST', 'auth/login', {
      body: { username: player.username, password: 'secret1' },
    });
    tokens.push(r.data.token);
  }
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => panic(tokens[i % tokens.length]!)));
  const ok = answers.filter((a) => a.status === 200);
  assert.ok(ok.length >= 1, JSON.stringify(answers.map((a) => a.status)));
  // Those that passed the session check before the first logged everyone out answer the same end.
  assert.equal(new Set(ok.map((a) => a.data.endsAt)).size, 1);
  for (const a of answers) assert.ok(a.status === 200 || a.status === 401, `${a.status} ${a.message}`);
  const id = await userId(db(), player.username);
  const rows = await db().query<{ n: string }>(
    `SELECT count(*)::text AS n FROM exclusions WHERE user_id = $1`,
    [id],
  );
  assert.equal(rows[0]!.n, '1');
  // A replay of the request after the break began: the session is gone.
  assert.equal((await panic(player.token)).status, 401);
});

test('net deposits: completed deposits − completed withdrawals, and the last 12 months’ net result', async () => {
  const player = await register(base);
  const summary = async () => {
    const r = await call(base, 'GET', 'transaction/summary', { token: player.token });
    assert.equal(r.status, 200, r.message);
    return r.data as {
      deposits: number;
      withdrawals: number;
      netDeposits: number;
      months: number;
      staked: number;
      won: number;
      netResult: number;
    };
  };
  assert.deepEqual(await summary(), {
    deposits: 0,
    withdrawals: 0,
    netDeposits: 0,
    months: 12,
    staked: 0,
    won: 0,
    netResult: 0,
  });
  await depositConfirmed(base, player.token, 100);
  await depositConfirmed(base, player.token, 50.25);
  const w = await withdraw(base, player.token, 60);
  assert.equal(w.status, 200, w.message);
  let s = await summary();
  assert.deepEqual(
    [s.deposits, s.withdrawals, s.netDeposits],
    [150.25, 0, 150.25],
    'a pending withdrawal is not completed',
  );

  const id = await userId(db(), player.username);
  // The payout completes (the provider paid): now it counts.
  await db().query(`UPDATE transactions SET status = 1 WHERE user_id = $1 AND type = 2`, [id]);
  const { session } = await gameSession(base, player.token);
  const a = await stake(session, '20.00');
  await win(session, a.round, '5.00');
  const old = await stake(session, '7.00');
  await win(session, old.round, '0.00');
  await db().query(
    `UPDATE game_transactions SET created_at = now() - interval '13 months' WHERE user_id = $1 AND round_id = $2`,
    [id, old.round],
  );
  s = await summary();
  assert.deepEqual(
    [s.deposits, s.withdrawals, s.netDeposits, s.staked, s.won, s.netResult],
    [150.25, 60, 90.25, 20, 5, -15],
  );

  // Another player's token reads only their own figures.
  const other = await register(base);
  const theirs = await call(base, 'GET', 'transaction/summary', { token: other.token });
  assert.equal(theirs.data.netDeposits, 0);
  assert.equal((await call(base, 'GET', 'transaction/summary')).status, 401);
});
