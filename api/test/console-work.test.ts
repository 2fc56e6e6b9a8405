// The console's withdrawal queue and player look-up (issue 30, item 6): roles (a viewer reads, an
// operator decides), each payout's reconciliation state as the provider's word changes it, paging
// by cursor, two operators deciding one withdrawal at once (run on PostgreSQL too), searches with
// wildcards, SQL and control characters, forged and missing CSRF tokens, another player's session
// id, and an audit row for every look at a player.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ledgerSound, checkLedger } from '../src/services/ledger.js';
import { reconcile } from '../src/services/reconciliation.js';
import { ledgerPage } from '../src/services/player-lookup.js';
import { queueItem, queuePage } from '../src/services/withdrawal-queue.js';
import { reconcilePayouts, startAutoApprover } from '../src/services/withdrawals.js';
import { consoleClient, type ConsoleSession } from './console-client.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, userId, waitUntil, withdraw } from './money-helpers.js';

let api: Running;
let client: ReturnType<typeof consoleClient>;
let operator: ConsoleSession;
let viewer: ConsoleSession;

before(async () => {
  api = await startApi();
  client = consoleClient(api.base);
  await api.built.deps.operators.upsert('cw-viewer', 'viewer-password-1', 'viewer');
  await api.built.deps.operators.upsert('cw-second', 'second-password-1', 'operator');
  operator = await client.login();
  viewer = await client.login({ username: 'cw-viewer', password: 'viewer-password-1' });
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

/** A new player with `deposit` on the balance and a pending withdrawal of `amount` each. */
async function playerWithWithdrawals(deposit: number, ...amounts: number[]) {
  const p = await register(api.base);
  await depositConfirmed(api.base, p.token, deposit);
  const ids: number[] = [];
  for (const amount of amounts) {
    const r = await withdraw(api.base, p.token, amount);
    assert.equal(r.status, 200, r.message);
    ids.push(r.data.transactionId as number);
  }
  return { ...p, id: await userId(api.built.db, p.username), withdrawals: ids };
}

const post = (s: ConsoleSession, url: string, form: Record<string, string> = {}) =>
  client.request(url, { cookie: s.cookie, form: { csrf: s.csrf, ...form } });
const get = (s: ConsoleSession, url: string) => client.request(url, { cookie: s.cookie });

const audited = (action: string, target: string) =>
  api.built.db.query<{ actor: string; detail: Record<string, unknown> }>(
    'SELECT actor, detail FROM operator_audit WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );

describe('the withdrawal queue', () => {
  test('a viewer reads the queue and is refused the decision; an operator approves and reads it paid', async () => {
    const p = await playerWithWithdrawals(300, 120);
    const [id] = p.withdrawals as [number];
    const queue = await get(viewer, '/operator/withdrawals');
    assert.equal(queue.status, 200);
    assert.match(queue.html, new RegExp(`aria-label="Open withdrawal ${id}"`));
    assert.match(queue.html, new RegExp(`data-withdrawal="${id}"[^]*?data-payout="waiting"`));
    const seen = await get(viewer, `/operator/withdrawals/${id}`);
    assert.doesNotMatch(seen.html, /Approve and pay out/);
    assert.match(seen.html, /Deciding withdrawals needs the Operator or Approver role/);

    const refused = await post(viewer, `/operator/withdrawals/${id}/approve`);
    assert.equal(refused.status, 403);
    assert.equal((await audited('role.refused', 'POST /operator/withdrawals/:id/approve')).length, 1);

    const detail = await get(operator, `/operator/withdrawals/${id}`);
    assert.match(detail.html, /Approve and pay out/);
    assert.match(detail.html, /Not asked yet/);
    const approved = await post(operator, `/operator/withdrawals/${id}/approve`);
    assert.equal(approved.status, 303, approved.html);
    assert.equal(approved.location, `/operator/withdrawals/${id}?done=paid`);
    const paid = await get(operator, approved.location!);
    assert.match(paid.html, /Approved: the provider paid it\./);
    assert.match(paid.html, /data-payout="paid"/);
    assert.match(paid.html, /data-recon="paid"/);
    assert.match(paid.html, /withdrawal\.approve/);
    assert.doesNotMatch(paid.html, /Approve and pay out/);

    // The same click again (a replay, a second tab): nothing is paid twice; the page says why.
    const again = await post(operator, `/operator/withdrawals/${id}/approve`);
    assert.equal(again.status, 409);
    assert.match(again.html, /already decided[^]*Paid by the provider/);
    assert.equal((await audited('withdrawal.approve', `tx:${id}`)).length, 1);
    assert.equal((await audited('withdrawal.paid', `tx:${id}`)).length, 1);
  });

  test('reject needs a one-line reason; the player gets the money back; forged and missing tokens change nothing', async () => {
    const p = await playerWithWithdrawals(200, 50);
    const [id] = p.withdrawals as [number];
    const url = `/operator/withdrawals/${id}/reject`;
    // A form past the console's 8 KB is refused before it is read.
    assert.equal((await post(operator, url, { reason: 'x'.repeat(20_000) })).status, 413);
    for (const reason of ['', 'no', 'two\nlines', 'bell\u0007', 'x'.repeat(201)])
      assert.equal((await post(operator, url, { reason })).status, 400, JSON.stringify(reason));
    const forged = await client.request(url, {
      cookie: operator.cookie,
      form: { csrf: viewer.csrf, reason: 'Forged token' },
    });
    assert.equal(forged.status, 403);
    const missing = await client.request(url, { cookie: operator.cookie, form: { reason: 'No token' } });
    assert.equal(missing.status, 403);
    const elsewhere = await client.request(url, {
      cookie: operator.cookie,
      form: { csrf: operator.csrf, reason: 'Other site' },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(elsewhere.status, 403);
    assert.equal((await call(api.base, 'GET', 'user/balance', { token: p.token })).data.held, 50);

    const rejected = await post(operator, url, { reason: 'Account name mismatch' });
    assert.equal(rejected.status, 303, rejected.html);
    const page = await get(operator, rejected.location!);
    assert.match(page.html, /data-payout="rejected"/);
    assert.match(page.html, /Account name mismatch/);
    const balance = (await call(api.base, 'GET', 'user/balance', { token: p.token })).data;
    assert.equal(balance.held, 0);
    assert.equal(balance.withdrawable, 200);
    const list = await get(operator, '/operator/withdrawals?state=rejected');
    assert.match(list.html, new RegExp(`data-withdrawal="${id}"`));
    assert.equal((await post(operator, `/operator/withdrawals/${id}/approve`)).status, 409);
    assert.equal((await get(operator, '/operator/withdrawals/999999999')).status, 404);
  });

  test('two operators approving and rejecting one withdrawal at once: one decision, the money moved once', async () => {
    const second = await client.login({ username: 'cw-second', password: 'second-password-1' });
    const p = await playerWithWithdrawals(500, 100);
    const [id] = p.withdrawals as [number];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? post(i % 4 === 0 ? operator : second, `/operator/withdrawals/${id}/approve`)
          : post(i % 4 === 1 ? operator : second, `/operator/withdrawals/${id}/reject`, {
              reason: 'Parallel rejection',
            }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [303, ...Array<number>(11).fill(409)], JSON.stringify(statuses));
    for (const a of answers.filter((x) => x.status === 409)) assert.match(a.html, /already decided/);
    const decisions = [
      ...(await audited('withdrawal.approve', `tx:${id}`)),
      ...(await audited('withdrawal.reject', `tx:${id}`)),
    ];
    assert.equal(decisions.length, 1);
    const balance = (await call(api.base, 'GET', 'user/balance', { token: p.token })).data;
    assert.equal(balance.held, 0);
    assert.equal(balance.withdrawable, decisions[0]!.detail.reason ? 500 : 400);
    assert.ok(ledgerSound(await checkLedger(api.built.db)));
  });

  test('the reconciliation state follows the provider: pending there, failed and back in the queue, paid, mismatch', async () => {
    const p = await playerWithWithdrawals(400, 60, 70);
    const [late, other] = p.withdrawals as [number, number];
    const psp = api.built.deps.integrations.payments;
    const { payout, payoutStatus } = psp;
    try {
      // The provider takes the payout and has not paid it yet.
      psp.payout = async () => ({ providerRef: 'later', status: 'pending' });
      const sent = await post(operator, `/operator/withdrawals/${late}/approve`);
      assert.equal(sent.location, `/operator/withdrawals/${late}?done=sending`);
      const waiting = await get(operator, sent.location!);
      assert.match(waiting.html, /data-payout="atProvider"/);
      assert.match(waiting.html, /awaits the provider’s confirmation/);
      assert.match(
        (await get(operator, '/operator/withdrawals?state=sending')).html,
        new RegExp(`data-withdrawal="${late}"`),
      );
      // Reconciliation asks; the provider says it failed: back in the queue, the failure shown.
      psp.payoutStatus = async () => ({ status: 'failed' });
      await reconcilePayouts(api.built.deps, 0);
      const failed = await get(operator, `/operator/withdrawals/${late}`);
      assert.match(failed.html, /data-payout="failed"/);
      assert.match(failed.html, /data-recon="failed"/);
      assert.match(failed.html, /Approve and pay out/);
      assert.match(
        (await get(operator, '/operator/withdrawals?state=failed')).html,
        new RegExp(`data-withdrawal="${late}"`),
      );
    } finally {
      psp.payout = payout;
      psp.payoutStatus = payoutStatus;
    }
    // Approved again, paid; then the provider's records say the other payout failed: a mismatch.
    assert.equal((await post(operator, `/operator/withdrawals/${late}/approve`)).status, 303);
    assert.equal((await post(operator, `/operator/withdrawals/${other}/approve`)).status, 303);
    await api.built.db.query("UPDATE demo_psp_payouts SET status = 'failed' WHERE reference = $1", [
      `wd_${other}`,
    ]);
    await reconcile(api.built.db, psp, new Date(Date.now() - 3_600_000));
    const mismatch = await get(operator, `/operator/withdrawals/${other}`);
    assert.match(mismatch.html, /data-payout="mismatch"/);
    assert.match(mismatch.html, /ours: paid 70\.00; provider: failed/);
    assert.match(
      (await get(operator, '/operator/withdrawals?state=mismatch')).html,
      new RegExp(`data-withdrawal="${other}"`),
    );
    assert.match((await get(operator, `/operator/withdrawals/${late}`)).html, /data-payout="paid"/);
  });

  test('the demo auto-approver pays small withdrawals only: a large one waits in the queue for a person', async () => {
    const p = await playerWithWithdrawals(1700, 50, 1500);
    const [small, large] = p.withdrawals as [number, number];
    const stop = startAutoApprover(api.built.deps, 0, api.built.app.log);
    try {
      await waitUntil(
        () => queueItem(api.built.db, small),
        (row) => row?.view === 'paid',
      );
    } finally {
      await stop();
    }
    // Both were due in the same round, ordered by id: the large one was seen and left.
    assert.equal((await queueItem(api.built.db, large))?.view, 'waiting');
    assert.match((await get(viewer, '/operator/withdrawals')).html, new RegExp(`data-withdrawal="${large}"`));
  });

  test('pages by cursor in the state’s order; a bad filter or cursor falls back to the first page', async () => {
    const p = await playerWithWithdrawals(300, 50, 51, 52);
    const first = await queuePage(api.built.db, 'waiting', null, p.id, 2);
    assert.deepEqual(
      first.rows.map((r) => r.id),
      p.withdrawals.slice(0, 2),
    );
    const rest = await queuePage(api.built.db, 'waiting', first.next, p.id, 2);
    assert.deepEqual(
      rest.rows.map((r) => r.id),
      p.withdrawals.slice(2),
    );
    assert.equal(rest.next, null);
    const newest = await queuePage(api.built.db, 'all', null, p.id, 2);
    assert.deepEqual(
      newest.rows.map((r) => r.id),
      p.withdrawals.slice(1).reverse(),
    );
    for (const q of ['state=%27%20OR%201=1--', 'from=-1', 'from=abc', `from=${'9'.repeat(400)}`]) {
      const page = await get(viewer, `/operator/withdrawals?${q}`);
      assert.equal(page.status, 200, q);
      assert.match(page.html, /Withdrawals: Awaiting decision/);
    }
    const paged = await get(viewer, `/operator/withdrawals?state=waiting&from=${p.withdrawals[0]}`);
    assert.match(paged.html, /First page/);
    assert.doesNotMatch(paged.html, new RegExp(`data-withdrawal="${p.withdrawals[0]}"`));
  });
});

describe('player look-up', () => {
  test('finds a player by id, username, e-mail or phone (any case, prefix), bounded; every search audited', async () => {
    const p = await register(api.base);
    const id = await userId(api.built.db, p.username);
    const found = (html: string) => new RegExp(`data-player="${id}"`).test(html);
    const search = (q: string) => get(viewer, `/operator/players?q=${encodeURIComponent(q)}`);
    for (const q of [
      String(id),
      p.username.toUpperCase(),
      p.username.slice(0, -2),
      String(p.player.email).toUpperCase(),
      `0${String(p.phone).slice(2)}`,
      `+${p.phone}`,
    ])
      assert.ok(found((await search(q)).html), q);
    // Wildcards and SQL are text: they match themselves, and nothing here.
    for (const q of ['%', '_', "' OR 1=1 --", '\\', `${p.username.slice(0, 3)}%`]) {
      const answer = await search(q);
      assert.equal(answer.status, 200, q);
      assert.match(answer.html, /No player matches/, q);
    }
    for (const q of ['a\u0000b', 'tab\there', 'esc\u001b[31m', 'x'.repeat(101), 'y'.repeat(5_000)]) {
      const answer = await search(q);
      assert.equal(answer.status, 400, JSON.stringify(q.slice(0, 20)));
      // The site-wide input check refuses control characters before the page; the page refuses length.
      assert.match(answer.html, /control character/);
      assert.ok(!answer.html.includes('\u0000') && !answer.html.includes('\u001b'));
    }
    assert.match((await get(viewer, '/operator/players')).html, /Type what you know of the player/);
    const rows = await audited('player.search', 'players');
    assert.ok(rows.some((r) => r.actor === 'operator:cw-viewer' && r.detail.q === String(id)));
    const many = await searchBound();
    assert.ok(many <= 20);
  });

  test('the player page: protection with dates, sessions, KYC, balances and the ledger, read by a viewer (audited)', async () => {
    const p = await playerWithWithdrawals(250, 50);
    const limit = await call(api.base, 'POST', 'protection/limit', {
      token: p.token,
      body: { kind: 'deposit', period: 'day', value: 1000 },
    });
    assert.equal(limit.status, 200, limit.message);
    const page = await get(viewer, `/operator/players/${p.id}`);
    assert.equal(page.status, 200);
    assert.match(page.html, /Can play: no time-out or self-exclusion is in force\./);
    assert.match(page.html, /Deposit \(per day\)<\/th><td>₺1,000\.00/);
    assert.match(page.html, /Every 60 minutes \(the default\)/);
    assert.match(page.html, /data-live="true"/);
    assert.doesNotMatch(page.html, /End session/, 'a viewer cannot end a session');
    assert.match(page.html, /data-kyc="not_started"/);
    assert.match(page.html, /Market<\/dt><dd><a class="mono" href="\/operator\/markets#market-tr">tr<\/a>/);
    assert.match(page.html, /Held by withdrawals<\/dt><dd>₺50\.00/);
    assert.match(page.html, /data-payout="waiting"/);
    assert.match(page.html, /withdraw_hold|deposit/);
    const looks = await audited('player.viewed', `user:${p.id}`);
    assert.equal(looks.length, 1);
    assert.equal(looks[0]!.actor, 'operator:cw-viewer');
    assert.equal((await get(viewer, '/operator/players/999999999')).status, 404);
    assert.equal((await get(viewer, '/operator/players/abc')).status, 400);

    // A time-out: running, with its end and the day play opens again.
    const other = await register(api.base);
    const otherId = await userId(api.built.db, other.username);
    const timeout = await call(api.base, 'POST', 'protection/exclusion', {
      token: other.token,
      body: { kind: 'timeout', hours: 24, confirm: true },
    });
    assert.equal(timeout.status, 200, timeout.message);
    const excluded = await get(operator, `/operator/players/${otherId}`);
    assert.match(excluded.html, /Time-out until [^;]+; play opens again on /);
    assert.match(excluded.html, /data-exclusion="running"/);
  });

  test('ending a session: operator only, audited, never another player’s; the ledger pages by cursor', async () => {
    const p = await playerWithWithdrawals(100);
    const other = await register(api.base);
    const sessions = async (user: number) =>
      api.built.db.query<{ id: number; revoked_at: string | null }>(
        'SELECT id, revoked_at FROM sessions WHERE user_id = $1 ORDER BY id',
        [user],
      );
    const [mine] = await sessions(p.id);
    const [theirs] = await sessions(await userId(api.built.db, other.username));
    const url = (sid: number) => `/operator/players/${p.id}/sessions/${sid}/end`;

    assert.equal((await post(viewer, url(mine!.id))).status, 403);
    // Another player's session id under this player's page: nothing ends.
    const forged = await post(operator, url(theirs!.id));
    assert.equal(forged.status, 409);
    assert.match(forged.html, /had already ended/);
    assert.equal((await call(api.base, 'GET', 'user/balance', { token: other.token })).status, 200);
    assert.equal((await client.request(url(mine!.id), { cookie: operator.cookie, form: {} })).status, 403);

    const page = await get(operator, `/operator/players/${p.id}`);
    assert.match(page.html, new RegExp(`aria-label="End session ${mine!.id}"`));
    const ended = await post(operator, url(mine!.id));
    assert.equal(ended.status, 303, ended.html);
    assert.equal((await call(api.base, 'GET', 'user/balance', { token: p.token })).status, 401);
    const after = await get(operator, ended.location!);
    assert.match(after.html, /Session ended: the player is logged out of it\./);
    assert.match(after.html, /ended by us/);
    const rows = await audited('session.ended', `user:${p.id}`);
    assert.deepEqual(
      rows.map((r) => [r.actor, r.detail.session]),
      [['operator:operator', mine!.id]],
    );
    assert.equal((await post(operator, url(mine!.id))).status, 409, 'a second click ends nothing');

    // The ledger: newest first, a page at a time past the last entry's id; a bad cursor is ignored.
    const all = await ledgerPage(api.built.db, p.id, null);
    assert.ok(all.rows.length >= 1);
    const older = await ledgerPage(api.built.db, p.id, all.rows[0]!.id);
    assert.deepEqual(older.rows, all.rows.slice(1));
    const bogus = await get(operator, `/operator/players/${p.id}?ledger=1%27;DROP`);
    assert.equal(bogus.status, 200);
    assert.match(bogus.html, new RegExp(`>${all.rows[0]!.ref}<`));
  });
});

/** The most players one search returns (every test player's username starts with `u`). */
async function searchBound(): Promise<number> {
  for (let i = 0; i < 21; i++) await register(api.base);
  const page = await get(viewer, '/operator/players?q=u');
  const count = (page.html.match(/data-player="/g) ?? []).length;
  assert.match(page.html, /Only the first 20 are shown/);
  return count;
}
