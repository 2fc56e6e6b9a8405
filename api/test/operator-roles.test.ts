// Operator roles and the operators' second factor (issue 30, item 6): every role against a route
// of each group (console and API), role changes and the last approver, the two-step console login
// (wrong code, one code posted ten times at once, single-use recovery codes), the walk-through when
// a second factor is required, and CSRF still checked on the new forms.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generate } from 'otplib';
import { consoleClient, cookieOf, hidden, type RequestInit } from './console-client.js';
import { call, removeDir, startApi, type Running } from './helpers.js';

const PASSWORD = 'roles-password-123';
const dir = mkdtempSync(path.join(tmpdir(), 'playhub-roles-'));
const file = path.join(dir, 'composition.json');

let api: Running;
const ids: Record<string, number> = {};
before(async () => {
  for (const v of ['0.1.0', '0.2.0']) {
    mkdirSync(path.join(dir, 'mf', 'wallet', v), { recursive: true });
    writeFileSync(
      path.join(dir, 'mf', 'wallet', v, 'mf-manifest.json'),
      JSON.stringify({ name: 'wallet', shared: [] }),
    );
    mkdirSync(path.join(dir, 'releases', 'wallet'), { recursive: true });
    writeFileSync(
      path.join(dir, 'releases', 'wallet', `${v}.json`),
      JSON.stringify({ vertical: 'wallet', version: v, integrity: { 'remoteEntry.js': `sha384-${v}` } }),
    );
  }
  writeFileSync(
    file,
    JSON.stringify({ wallet: { entry: '/mf/wallet/0.1.0/mf-manifest.json', version: '0.1.0' } }),
  );
  writeFileSync(path.join(dir, 'composition.history.jsonl'), '');
  // Roles, not release evidence (release-evidence.test.ts): the evidence gate is off here.
  api = await startApi(undefined, {
    COMPOSITION_FILE: file,
    ROLLOUT_CHECK_SECONDS: '0',
    RELEASE_GATE: 'off',
  });
  for (const role of ['viewer', 'operator', 'approver'] as const)
    ids[role] = await api.built.deps.operators.upsert(`r-${role}`, PASSWORD, role);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
  removeDir(dir);
});

/** The console as a browser in English uses it (console-client.ts), at `base`. */
const request = (base: string, url: string, init?: RequestInit) =>
  consoleClient(base, { 'accept-language': 'en' }).request(url, init);

const STEP = 30;
const totp = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * STEP });

/** The password step through the form: the answer, with the login cookie the code step needs. */
const passwordStep = (base: string, username: string, password = PASSWORD) =>
  consoleClient(base, { 'accept-language': 'en' }).passwordStep(username, password);

/** A console session: its cookie and CSRF token (from the dashboard, or `page` when given). */
const consoleLogin = (base: string, username: string, page = '/operator/', password = PASSWORD) =>
  consoleClient(base, { 'accept-language': 'en' }).login({ username, password, page });

const audited = async (action: string, target?: string) =>
  api.built.db.query<{ actor: string; target: string; detail: Record<string, unknown> }>(
    `SELECT actor, target, detail FROM operator_audit WHERE action = $1 AND ($2::text IS NULL OR target = $2) ORDER BY id`,
    [action, target ?? null],
  );

describe('roles', () => {
  test('the API: a viewer reads and is refused every decision (audited); an operator and an approver decide', async () => {
    for (const role of ['viewer', 'operator', 'approver'] as const) {
      const login = await call(api.base, 'POST', 'operator/login', {
        body: { username: `r-${role}`, password: PASSWORD },
      });
      assert.equal(login.status, 200, login.message);
      const token = login.data.token as string;
      const list = await call(api.base, 'GET', 'operator/withdrawals', { token });
      assert.equal(list.status, 200, `${role} reads`);
      const decide = await call(api.base, 'POST', 'operator/alerts/resolve', {
        token,
        body: { id: 2_000_000, note: 'checked by hand' },
      });
      if (role === 'viewer') {
        assert.equal(decide.status, 403);
        assert.match(decide.message, /read only/);
      } else assert.ok(![401, 403].includes(decide.status), `${role}: ${decide.status} ${decide.message}`);
      const logout = await call(api.base, 'POST', 'operator/logout', { token });
      assert.equal(logout.status, 200, `${role} logs out`);
    }
    const refused = await audited('role.refused', 'POST /api/operator/alerts/resolve');
    assert.equal(refused.length, 1);
    assert.equal(refused[0]!.actor, 'operator:r-viewer');
    assert.deepEqual(refused[0]!.detail, { role: 'viewer', need: 'decide' });
  });

  test('the console: queues need an operator, rollouts and roles an approver; pages offer only what the role allows', async () => {
    const sessions = {
      viewer: await consoleLogin(api.base, 'r-viewer'),
      operator: await consoleLogin(api.base, 'r-operator'),
      approver: await consoleLogin(api.base, 'r-approver'),
    };
    const canary = { action: 'canary', version: '0.2.0', traffic: '5' };
    for (const [role, s] of Object.entries(sessions)) {
      const queue = await request(api.base, '/operator/requests/calls/2000000', {
        cookie: s.cookie,
        form: { csrf: s.csrf, decision: 'done', outcome: 'called back' },
      });
      const rollout = await request(api.base, '/operator/verticals/wallet/confirm', {
        cookie: s.cookie,
        form: { csrf: s.csrf, ...canary },
      });
      const roles = await request(api.base, '/operator/operators', { cookie: s.cookie });
      const vertical = await request(api.base, '/operator/verticals/wallet', { cookie: s.cookie });
      const offersRollout = vertical.html.includes('action="/operator/verticals/wallet/confirm"');
      if (role === 'viewer') {
        assert.equal(queue.status, 403);
        assert.match(queue.html, /Your role is read only/);
        assert.match(vertical.html, /You are a viewer/);
      } else assert.equal(queue.status, 409, `${role} may decide (no such request): ${queue.status}`);
      if (role === 'approver') {
        assert.equal(rollout.status, 200, 'the approver reviews the canary');
        assert.match(rollout.html, /action="\/operator\/verticals\/wallet\/apply"/);
        assert.equal(roles.status, 200);
        assert.ok(offersRollout);
      } else {
        assert.equal(rollout.status, 403, role);
        assert.match(
          rollout.html,
          /Rollout changes \(canary, promote, abort, rollback\) need the Approver role/,
        );
        assert.equal(roles.status, 403, role);
        assert.ok(!offersRollout, `${role} is offered no rollout form`);
        assert.match(vertical.html, /Rollout changes need the Approver role/);
        assert.doesNotMatch(vertical.html, /href="\/operator\/operators"/);
      }
    }
    const refused = await audited('role.refused');
    assert.ok(
      refused.some(
        (r) => r.actor === 'operator:r-operator' && r.target === 'POST /operator/verticals/:name/confirm',
      ),
    );
    assert.ok(
      refused.some(
        (r) => r.actor === 'operator:r-viewer' && r.target === 'POST /operator/requests/calls/:id',
      ),
    );
    // Turkish too.
    const tr = await request(api.base, '/operator/operators?lang=tr', { cookie: sessions.viewer.cookie });
    assert.match(tr.html, /Operatörlerin rollerini yalnızca onaylayıcılar görür/);
  });

  test('an approver changes a role (audited, in force at once); junk, forged ids and other origins are refused', async () => {
    const approver = await consoleLogin(api.base, 'r-approver', '/operator/operators');
    const viewer = await consoleLogin(api.base, 'r-viewer');
    const before = await request(api.base, '/operator/requests/calls/2000000', {
      cookie: viewer.cookie,
      form: { csrf: viewer.csrf, decision: 'done', outcome: 'called back' },
    });
    assert.equal(before.status, 403);
    const change = (
      id: number | string,
      role: string,
      init: { csrf?: string; headers?: Record<string, string> } = {},
    ) =>
      request(api.base, `/operator/operators/${id}/role`, {
        cookie: approver.cookie,
        form: { csrf: init.csrf ?? approver.csrf, role },
        headers: init.headers,
      });
    const done = await change(ids.viewer!, 'operator');
    assert.equal(done.status, 303, done.html);
    assert.equal(done.location, '/operator/operators?done=1');
    const [row] = await audited('role.changed', 'operator:r-viewer');
    assert.deepEqual(row?.detail, { from: 'viewer', to: 'operator' });
    assert.equal(row?.actor, 'operator:r-approver');
    // The viewer's own session decides now: the role is read on every request.
    const after = await request(api.base, '/operator/requests/calls/2000000', {
      cookie: viewer.cookie,
      form: { csrf: viewer.csrf, decision: 'done', outcome: 'called back' },
    });
    assert.equal(after.status, 409, 'decided (no such request)');
    assert.equal((await change(ids.viewer!, 'viewer')).status, 303);

    assert.equal((await change(ids.viewer!, 'root')).status, 400);
    assert.equal((await change(ids.viewer!, 'approver\u0000')).status, 400);
    assert.equal((await change('1 OR 1=1', 'approver')).status, 400);
    assert.equal((await change(2_000_000, 'approver')).status, 404);
    assert.equal((await change(ids.viewer!, 'approver', { csrf: 'A'.repeat(43) })).status, 403);
    assert.equal(
      (await change(ids.viewer!, 'approver', { headers: { origin: 'https://evil.example' } })).status,
      403,
    );
    const [viewerRole] = await api.built.db.query<{ role: string }>(
      'SELECT role FROM operators WHERE id = $1',
      [ids.viewer],
    );
    assert.equal(viewerRole?.role, 'viewer');
    // A viewer cannot promote itself.
    const self = await request(api.base, `/operator/operators/${ids.viewer}/role`, {
      cookie: viewer.cookie,
      form: { csrf: viewer.csrf, role: 'approver' },
    });
    assert.equal(self.status, 403);
  });
});

describe('two-step login', () => {
  let secret = '';
  let recovery: string[] = [];

  test('setup: a wrong first code changes nothing (audited); the right one turns it on and shows ten recovery codes once', async () => {
    const s = await consoleLogin(api.base, 'r-operator', '/operator/two-factor');
    const noCsrf = await request(api.base, '/operator/two-factor/setup', { cookie: s.cookie, form: {} });
    assert.equal(noCsrf.status, 403);
    const setup = await request(api.base, '/operator/two-factor/setup', {
      cookie: s.cookie,
      form: { csrf: s.csrf },
    });
    assert.equal(setup.status, 200);
    secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(setup.html)?.[1] ?? '';
    assert.ok(secret, 'the key is shown as text beside the QR code');
    assert.match(setup.html, /role="img" aria-label="QR code of your new second factor"><svg/);
    const wrong = await request(api.base, '/operator/two-factor/confirm', {
      cookie: s.cookie,
      form: { csrf: s.csrf, code: String((Number(await totp(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    assert.equal(wrong.status, 422);
    assert.match(wrong.html, /did not match the new secret/);
    assert.equal((await audited('two-factor.setupFailed', 'r-operator')).length, 1);
    const again = await request(api.base, '/operator/two-factor/setup', {
      cookie: s.cookie,
      form: { csrf: s.csrf },
    });
    secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(again.html)?.[1] ?? '';
    const ok = await request(api.base, '/operator/two-factor/confirm', {
      cookie: s.cookie,
      form: { csrf: s.csrf, code: await totp(secret) },
    });
    assert.equal(ok.status, 200, ok.html);
    recovery = [...ok.html.matchAll(/<li>([A-Z2-9]{5}-[A-Z2-9]{5})<\/li>/g)].map((m) => m[1]!);
    assert.equal(recovery.length, 10);
    assert.equal((await audited('two-factor.enabled', 'r-operator')).length, 1);
    const status = await request(api.base, '/operator/two-factor', { cookie: s.cookie });
    assert.match(status.html, /Recovery codes left: 10/);
    assert.doesNotMatch(status.html, new RegExp(recovery[0]!));
  });

  test('the password alone opens nothing; a wrong code is refused and audited; the API asks for the code', async () => {
    const step = await passwordStep(api.base, 'r-operator');
    assert.equal(step.done.status, 303);
    assert.equal(step.done.location, '/operator/login/code');
    assert.equal(cookieOf(step.done, 'playhub_operator'), '', 'no session after the password');
    assert.match(step.cookie, /playhub_operator_challenge=/);
    const page = await request(api.base, '/operator/login/code', { cookie: step.cookie });
    assert.match(page.html, /6-digit code your authenticator app shows/);
    const wrong = await request(api.base, '/operator/login/code', {
      cookie: step.cookie,
      form: { csrf: step.csrf, code: '000000' },
    });
    assert.equal(wrong.status, 422);
    assert.match(wrong.html, /That code is not right/);
    const [failed] = await audited('login.secondFactorFailed', 'r-operator');
    assert.deepEqual(failed?.detail, { reason: 'wrong code' });
    for (const junk of ['', 'x'.repeat(5000), '12345\u0000', "' OR 1=1 --"]) {
      const answer = await request(api.base, '/operator/login/code', {
        cookie: step.cookie,
        form: { csrf: step.csrf, code: junk },
      });
      assert.ok([400, 413, 422].includes(answer.status), `${junk.slice(0, 10)}: ${answer.status}`);
      assert.equal(cookieOf(answer, 'playhub_operator'), '');
    }
    // A forged or another login's challenge opens nothing and sends back to the password.
    const forged = await request(api.base, '/operator/login/code', {
      cookie: `${step.loginCookie}; playhub_operator_challenge=${'A'.repeat(43)}`,
      form: { csrf: step.csrf, code: await totp(secret, 1) },
    });
    assert.equal(forged.status, 401);
    assert.match(forged.html, /Log in again with your password/);
    assert.equal(cookieOf(forged, 'playhub_operator'), '');
    const noCsrf = await request(api.base, '/operator/login/code', {
      cookie: step.cookie,
      form: { code: '123456' },
    });
    assert.equal(noCsrf.status, 403);
    const apiLogin = await call(api.base, 'POST', 'operator/login', {
      body: { username: 'r-operator', password: PASSWORD },
    });
    assert.equal(apiLogin.status, 401);
    assert.match(apiLogin.message, /send the code/);
  });

  test('a recovery code serves once; one code posted ten times at once opens one session', async () => {
    const first = await passwordStep(api.base, 'r-operator');
    const used = await request(api.base, '/operator/login/code', {
      cookie: first.cookie,
      form: { csrf: first.csrf, code: recovery[0]!.toLowerCase() },
    });
    assert.equal(used.status, 303, used.html);
    assert.equal(used.location, '/operator/two-factor?left=9');
    const left = await request(api.base, used.location!, { cookie: cookieOf(used, 'playhub_operator') });
    assert.match(
      left.html,
      /You logged in with a recovery code; it cannot be used again. Recovery codes left: 9/,
    );
    const second = await passwordStep(api.base, 'r-operator');
    const again = await request(api.base, '/operator/login/code', {
      cookie: second.cookie,
      form: { csrf: second.csrf, code: recovery[0]! },
    });
    assert.equal(again.status, 422);
    // The API's one-call login takes a recovery code too (and its success forgets the failures).
    const apiLogin = await call(api.base, 'POST', 'operator/login', {
      body: { username: 'r-operator', password: PASSWORD, code: recovery[1]! },
    });
    assert.equal(apiLogin.status, 200, apiLogin.message);

    // Ten logins past their password (one after the other: each is a success), then one code for all.
    const steps = [];
    for (let i = 0; i < 10; i++) steps.push(await passwordStep(api.base, 'r-operator'));
    assert.ok(steps.every((s) => s.done.location === '/operator/login/code'));
    const code = await totp(secret, 1);
    const answers = await Promise.all(
      steps.map((s) =>
        request(api.base, '/operator/login/code', { cookie: s.cookie, form: { csrf: s.csrf, code } }),
      ),
    );
    const sessions = answers.filter((a) => cookieOf(a, 'playhub_operator').length > 30);
    assert.equal(sessions.length, 1, answers.map((a) => a.status).join(','));
    assert.equal(sessions[0]!.location, '/operator/');
    // The others were refused as wrong (a replay) or made to wait: none opened anything.
    for (const a of answers.filter((x) => x !== sessions[0]))
      assert.ok([422, 429].includes(a.status), answers.map((x) => x.status).join(','));
  });

  test('an approver resets a lost second factor (audited): its sessions end, the password alone logs in again', async () => {
    const session = await consoleLogin(api.base, 'r-approver', '/operator/operators');
    const [open] = await api.built.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM operator_sessions WHERE operator_id = $1 AND revoked_at IS NULL',
      [ids.operator],
    );
    assert.ok(Number(open?.n) > 0);
    const page = await request(api.base, '/operator/operators', { cookie: session.cookie });
    assert.match(page.html, new RegExp(`action="/operator/operators/${ids.operator}/two-factor/reset"`));
    const viewer = await consoleLogin(api.base, 'r-viewer');
    const refused = await request(api.base, `/operator/operators/${ids.operator}/two-factor/reset`, {
      cookie: viewer.cookie,
      form: { csrf: viewer.csrf },
    });
    assert.equal(refused.status, 403);
    const reset = await request(api.base, `/operator/operators/${ids.operator}/two-factor/reset`, {
      cookie: session.cookie,
      form: { csrf: session.csrf },
    });
    assert.equal(reset.status, 303, reset.html);
    assert.equal(reset.location, '/operator/operators?done=reset');
    assert.equal((await audited('two-factor.reset', 'operator:r-operator')).length, 1);
    const [left] = await api.built.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM operator_sessions WHERE operator_id = $1 AND revoked_at IS NULL',
      [ids.operator],
    );
    assert.equal(left?.n, '0');
    const { done } = await passwordStep(api.base, 'r-operator');
    assert.equal(done.location, '/operator/', 'no second step any more');
  });
});

describe('OPERATOR_TWO_FACTOR_REQUIRED', () => {
  test('an operator without a second factor is walked through setup before anything else; the API refuses it', async () => {
    const strict = await startApi('memory://', { OPERATOR_TWO_FACTOR_REQUIRED: 'true' });
    try {
      const { done } = await passwordStep(strict.base, 'operator', 'operator12345');
      const cookie = cookieOf(done, 'playhub_operator');
      for (const url of ['/operator/', '/operator/requests', '/operator/audit', '/operator/operators']) {
        const answer = await request(strict.base, url, { cookie });
        assert.equal(answer.status, 303, url);
        assert.equal(answer.location, '/operator/two-factor', url);
      }
      const page = await request(strict.base, '/operator/two-factor', { cookie });
      assert.match(page.html, /Operators must log in with a second factor here/);
      const csrf = hidden(page.html, 'csrf');
      const post = await request(strict.base, '/operator/requests/calls/1', {
        cookie,
        form: { csrf, decision: 'done', outcome: 'called back' },
      });
      assert.equal(post.location, '/operator/two-factor', 'no decision before the setup');
      const apiLogin = await call(strict.base, 'POST', 'operator/login', {
        body: { username: 'operator', password: 'operator12345' },
      });
      assert.equal(apiLogin.status, 403);
      assert.match(apiLogin.message, /set it up there first/);
      const setup = await request(strict.base, '/operator/two-factor/setup', { cookie, form: { csrf } });
      const key = /data-testid="totp-secret">([A-Z2-7]+)</.exec(setup.html)?.[1] ?? '';
      const ok = await request(strict.base, '/operator/two-factor/confirm', {
        cookie,
        form: { csrf, code: await totp(key) },
      });
      assert.equal(ok.status, 200);
      assert.equal((await request(strict.base, '/operator/', { cookie })).status, 200, 'the console opens');
    } finally {
      await strict.close();
      removeDir(strict.dataDir);
    }
  });
});

describe('the last approver', () => {
  test('two approvers demoting each other at once: one change wins, an approver is left; the last one cannot step down', async () => {
    // The demo operator and r-approver are the approvers.
    const a = await consoleLogin(api.base, 'operator', '/operator/operators', 'operator12345');
    const b = await consoleLogin(api.base, 'r-approver', '/operator/operators');
    const [{ id: demo }] = (await api.built.db.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'operator'",
    )) as [{ id: number }];
    const demote = (s: { cookie: string; csrf: string }, id: number) =>
      request(api.base, `/operator/operators/${id}/role`, {
        cookie: s.cookie,
        form: { csrf: s.csrf, role: 'viewer' },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => demote(a, ids.approver!)),
      ...Array.from({ length: 5 }, () => demote(b, demo)),
    ]);
    const approvers = await api.built.db.query<{ username: string }>(
      "SELECT username FROM operators WHERE role = 'approver' AND active",
    );
    assert.equal(approvers.length, 1, answers.map((x) => x.status).join(','));
    const last = approvers[0]!.username;
    const s = last === 'operator' ? a : b;
    const selfId = last === 'operator' ? demo : ids.approver!;
    const refused = await demote(s, selfId);
    assert.equal(refused.status, 409);
    assert.match(refused.html, new RegExp(`${last} is the last approver`));
    const rows = await audited('role.refused', `operator:${last}`);
    assert.ok(rows.some((r) => r.detail.reason === 'last approver'));
  });
});
