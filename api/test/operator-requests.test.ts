// Operators see and decide call requests and bonus requests (issue 28, item 8): in the API and in
// the console's server-rendered forms, each decision audited like a withdrawal's, decided once
// even when two operators decide at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { consoleClient, hidden, type RequestInit } from './console-client.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { operatorToken, wallet } from './money-helpers.js';

let api: Running;
let base: string;
let op: string;

before(async () => {
  api = await startApi();
  base = api.base;
  op = await operatorToken(base);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const BIRTHDAY = 3; // a bonus with a fixed amount (₺250)
const CASHBACK = 2; // one without: the operator chooses it

async function requestBonus(token: string, bonusId: number, note = 'It was my birthday') {
  const r = await call(base, 'POST', 'bonus/request', { token, body: { bonusId, note } });
  assert.equal(r.status, 200, r.message);
  return r.data.id as number;
}

async function auditOf(action: string, target: string) {
  const r = await call(base, 'GET', 'operator/audit', { token: op });
  return (
    r.data as { actor: string; action: string; target: string; detail: Record<string, unknown> }[]
  ).filter((a) => a.action === action && a.target === target);
}

test('bonus requests: listed for operators, approved once (in parallel too) as bonus money, audited', async () => {
  const p = await register(base);
  const id = await requestBonus(p.token, BIRTHDAY);
  const listed = await call(base, 'GET', 'operator/bonus-requests', { token: op });
  assert.equal(listed.status, 200, listed.message);
  const row = (listed.data as { id: number; username: string; amount: number; excluded: boolean }[]).find(
    (r) => r.id === id,
  );
  assert.deepEqual(
    { username: row?.username, amount: row?.amount, excluded: row?.excluded },
    { username: p.username, amount: 250, excluded: false },
  );
  assert.equal(
    (await call(base, 'GET', 'operator/bonus-requests', { token: p.token })).status,
    401,
    'players cannot',
  );

  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      call(base, 'POST', 'operator/bonus-requests/approve', { token: op, body: { id } }),
    ),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409]);
  assert.equal((await wallet(base, p.token)).bonus, 250);
  const told = await auditOf('bonusRequest.approve', `bonusRequest:${id}`);
  assert.equal(told.length, 1);
  assert.equal(told[0]!.actor, 'operator:operator');
  const notes = await call(base, 'POST', 'customer/notification', {
    token: p.token,
    body: { skip: 0, take: 10 },
  });
  assert.match(JSON.stringify(notes.data), /was approved/);
});

test('a bonus without an amount needs the operator’s; a rejection tells the player why; no bonus during an exclusion', async () => {
  const p = await register(base);
  const open = await requestBonus(p.token, CASHBACK);
  const none = await call(base, 'POST', 'operator/bonus-requests/approve', { token: op, body: { id: open } });
  assert.equal(none.status, 400);
  assert.equal(none.message, 'This bonus has no fixed amount: enter the amount to grant');
  const reject = await call(base, 'POST', 'operator/bonus-requests/reject', {
    token: op,
    body: { id: open, reason: 'No losses this week' },
  });
  assert.equal(reject.status, 200, reject.message);
  assert.equal(
    (await auditOf('bonusRequest.reject', `bonusRequest:${open}`))[0]?.detail.reason,
    'No losses this week',
  );
  const notes = await call(base, 'POST', 'customer/notification', {
    token: p.token,
    body: { skip: 0, take: 10 },
  });
  assert.match(JSON.stringify(notes.data), /not approved: No losses this week/);

  const again = await requestBonus(p.token, CASHBACK);
  const excluded = await call(base, 'POST', 'protection/exclusion', {
    token: p.token,
    body: { kind: 'timeout', hours: 24, confirm: true },
  });
  assert.equal(excluded.status, 200);
  const refused = await call(base, 'POST', 'operator/bonus-requests/approve', {
    token: op,
    body: { id: again, amount: 40 },
  });
  assert.equal(refused.status, 409);
  assert.match(refused.message, /time-out or self-exclusion/);
});

test('call requests: listed for operators, closed once with an outcome, audited', async () => {
  const visitor = await call(base, 'POST', 'cms/callme', {
    body: {
      name: 'Ayşe Yılmaz',
      message: 'Please call me about a deposit',
      contacts: [{ type: 1, contact: '905551112233' }],
    },
  });
  assert.equal(visitor.status, 200, visitor.message);
  const id = visitor.data.id as number;
  const listed = await call(base, 'GET', 'operator/call-requests', { token: op });
  const row = (listed.data as { id: number; name: string; username: string | null }[]).find(
    (r) => r.id === id,
  );
  assert.deepEqual({ name: row?.name, username: row?.username }, { name: 'Ayşe Yılmaz', username: null });
  const decide = (decision: string) =>
    call(base, 'POST', 'operator/call-requests/decide', {
      token: op,
      body: { id, decision, outcome: 'Called back, deposit explained' },
    });
  assert.equal((await decide('done')).status, 200);
  assert.equal((await decide('dismissed')).status, 409);
  assert.equal((await auditOf('callRequest.done', `callRequest:${id}`)).length, 1);
  const pending = await call(base, 'GET', 'operator/call-requests', { token: op });
  assert.ok(!(pending.data as { id: number }[]).some((r) => r.id === id), 'no longer waiting');
});

// --- The console -----------------------------------------------------------------------------

const page = (url: string, init?: RequestInit) => consoleClient(base).request(url, init);
const consoleLogin = async (lang: 'en' | 'tr' = 'en') => (await consoleClient(base).login({ lang })).cookie;

test('the console lists the requests and decides them with plain forms, in en and tr', async () => {
  const p = await register(base);
  const bonus = await requestBonus(p.token, BIRTHDAY, 'Doğum günüm');
  const calling = await call(base, 'POST', 'cms/callme', {
    token: p.token,
    body: {
      name: 'Mehmet Kaya',
      message: 'Call me tonight please',
      contacts: [{ type: 2, contact: '905551112234' }],
    },
  });
  const callId = calling.data.id as number;
  const cookie = await consoleLogin();
  const list = await page('/operator/requests', { cookie });
  assert.equal(list.status, 200);
  assert.doesNotMatch(list.html, /<script/i);
  assert.match(list.html, new RegExp(`Call request #${callId}: Mehmet Kaya`));
  assert.match(list.html, new RegExp(`Bonus request #${bonus}: Birthday Bonus`));
  assert.match(list.html, /WhatsApp: <span class="mono">905551112234<\/span>/);
  const csrf = hidden(list.html, 'csrf');

  // A form without the session's CSRF token changes nothing.
  const forged = await page(`/operator/requests/bonuses/${bonus}/approve`, { cookie, form: { csrf: 'x' } });
  assert.equal(forged.status, 403);
  const approved = await page(`/operator/requests/bonuses/${bonus}/approve`, { cookie, form: { csrf } });
  assert.equal(approved.status, 303, approved.html);
  assert.equal(approved.location, '/operator/requests?done=approved');
  assert.equal((await wallet(base, p.token)).bonus, 250);
  const twice = await page(`/operator/requests/bonuses/${bonus}/approve`, { cookie, form: { csrf } });
  assert.equal(twice.status, 409);
  assert.match(twice.html, /already been decided/);

  const closed = await page(`/operator/requests/calls/${callId}`, {
    cookie,
    form: { csrf, decision: 'done', outcome: 'Called at 20:00' },
  });
  assert.equal(closed.status, 303);
  const after = await page('/operator/requests?done=called', { cookie });
  assert.match(after.html, /The call request is closed\./);
  assert.doesNotMatch(after.html, new RegExp(`Call request #${callId}:`));
  assert.equal((await auditOf('callRequest.done', `callRequest:${callId}`))[0]?.actor, 'operator:operator');

  const tr = await page('/operator/requests', { cookie: await consoleLogin('tr') });
  assert.match(tr.html, /<h1>Oyuncu talepleri<\/h1>/);
  assert.match(tr.html, /Bekleyen arama talepleri/);
});
