// Compliance-gated promotion (issue 30, item 5): evidence rows (conformance runs, approvals,
// overrides) for a version's published hashes in a market, the gate in the actions every console
// and the CLI share, the releases pages and the regulator's export. Runs on PGlite (the file store)
// and on PostgreSQL (the database store, as in production: bash test/run-postgres.sh).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createEvidence, digestOf } from '@playhub/composition/evidence';
import { Refusal } from '@playhub/composition/store';
import {
  consoleClient,
  hidden,
  type Answer,
  type ConsoleSession,
  type RequestInit,
} from './console-client.js';
import { removeDir, startApi, type Running } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'playhub-evidence-'));
const file = path.join(dir, 'composition.json');
const PASSWORD = 'evidence-password-123';
const integrityOf = (version: string) => ({
  'remoteEntry.js': `sha384-${Buffer.from(`casino ${version} entry`).toString('base64')}`,
  'static/js/main.js': `sha384-${Buffer.from(`casino ${version} main`).toString('base64')}`,
});

function deploy(version: string) {
  mkdirSync(path.join(dir, 'mf', 'casino', version), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf', 'casino', version, 'mf-manifest.json'),
    JSON.stringify({ name: 'casino', shared: [] }),
  );
  mkdirSync(path.join(dir, 'releases', 'casino'), { recursive: true });
  writeFileSync(
    path.join(dir, 'releases', 'casino', `${version}.json`),
    JSON.stringify({
      vertical: 'casino',
      version,
      publishedAt: '2026-11-01T10:00:00.000Z',
      integrity: integrityOf(version),
    }),
  );
}

let api: Running;
let evidence: ReturnType<typeof createEvidence>;
const postgres = Boolean(process.env.DATABASE_URL);

before(async () => {
  for (const v of ['1.0.0', '2.0.0', '3.0.0', '4.0.0']) deploy(v);
  writeFileSync(
    file,
    JSON.stringify({
      casino: {
        entry: '/mf/casino/1.0.0/mf-manifest.json',
        version: '1.0.0',
        integrity: integrityOf('1.0.0'),
      },
    }),
  );
  api = await startApi(undefined, {
    COMPOSITION_FILE: file,
    // PostgreSQL: the composition in the database (imported from the file), as in production.
    COMPOSITION_STORE: postgres ? 'database' : 'file',
    RELEASE_GATE: 'enforce',
    ROLLOUT_CHECK_SECONDS: '0',
  });
  const operators = api.built.deps.operators;
  await operators.upsert('alice', PASSWORD, 'approver');
  await operators.upsert('bob', PASSWORD, 'approver');
  await operators.upsert('olga', PASSWORD, 'operator');
  await operators.upsert('vic', PASSWORD, 'viewer');
  evidence = createEvidence(api.built.deps.db, { dir });
  client = consoleClient(api.base);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
  removeDir(dir);
});

let client: ReturnType<typeof consoleClient>;
const request = (url: string, init?: RequestInit): Promise<Answer> => client.request(url, init);
const sessions: Record<string, ConsoleSession> = {};

async function login(username: string, lang: 'en' | 'tr' = 'en'): Promise<ConsoleSession> {
  const key = `${username}/${lang}`;
  sessions[key] ??= await client.login({ username, password: PASSWORD, lang });
  return sessions[key];
}

/** A console change as an operator makes it: reviewed (confirm), then applied with the page's seal. */
async function change(
  username: string,
  form: Record<string, string>,
  lang: 'en' | 'tr' = 'en',
): Promise<Answer> {
  const s = await login(username, lang);
  const review = await request('/operator/verticals/casino/confirm', {
    cookie: s.cookie,
    form: { csrf: s.csrf, ...form },
  });
  if (review.status !== 200 || !hidden(review.html, 'seal')) return review;
  return request('/operator/verticals/casino/apply', {
    cookie: s.cookie,
    form: { csrf: s.csrf, ...form, expect: hidden(review.html, 'expect'), seal: hidden(review.html, 'seal') },
  });
}

const composition = async () => {
  await api.built.composition!.refresh();
  return api.built.composition!.read()!;
};
const passingRun = (version: string, integrity: Record<string, string> | string = integrityOf(version)) =>
  evidence.recordConformance({
    vertical: 'casino',
    version,
    integrity,
    commit: 'abcdef1234567',
    result: 'passed',
    counts: { passed: 4, failed: 0, skipped: 0 },
    composition: { market: 'tr', version: 1 },
    actor: 'cli:ci',
  });
const approvePost = (username: string, version: string, form: Record<string, string>) =>
  login(username).then((s) =>
    request(`/operator/releases/casino/${version}/approve`, {
      cookie: s.cookie,
      form: { csrf: s.csrf, ...form },
    }),
  );
const overridePost = (username: string, version: string, reason: string) =>
  login(username).then((s) =>
    request(`/operator/releases/casino/${version}/override`, {
      cookie: s.cookie,
      form: { csrf: s.csrf, hashes: digestOf(integrityOf(version)), reason },
    }),
  );
async function auditRows(action: string) {
  return api.built.deps.db.query<{ actor: string; target: string; detail: Record<string, unknown> }>(
    'SELECT actor, target, detail FROM operator_audit WHERE action = $1 ORDER BY id',
    [action],
  );
}

describe('the gate', () => {
  test('without evidence: a canary above 0 %, traffic above 0 %, a promote and a set are refused, in the operator’s language', async () => {
    const refused = await change('alice', { action: 'canary', version: '2.0.0', traffic: '5' });
    assert.equal(refused.status, 422, refused.html.slice(-300));
    assert.match(refused.html, /casino 2\.0\.0 has no passing conformance run and approval for market tr/);
    const tr = await change('alice', { action: 'canary', version: '2.0.0', traffic: '5' }, 'tr');
    assert.match(
      tr.html,
      /Reddedildi: casino 2\.0\.0 için tr pazarında başarılı bir uygunluk testi ve onay yok/,
    );
    assert.equal((await change('alice', { action: 'set', version: '2.0.0' })).status, 422);
    // A canary at 0 % serves nobody: allowed; raising it, or promoting it, is not.
    const zero = await change('alice', { action: 'canary', version: '2.0.0', traffic: '0' });
    assert.equal(zero.status, 303, zero.html.slice(-300));
    const traffic = await change('alice', { action: 'traffic', traffic: '10' });
    assert.equal(traffic.status, 422);
    assert.match(traffic.html, /no passing conformance run and approval/);
    const promote = await change('alice', { action: 'promote' });
    assert.equal(promote.status, 422);
    const c = await composition();
    assert.equal(c.casino?.candidate?.traffic, 0);
    assert.equal(c.casino?.version, '1.0.0');
    // The CLI's actions (any store) refuse alike: the gate is in the actions, not in the page.
    await assert.rejects(
      api.built.composition!.actions.apply('promote', 'casino', {}, { user: 'cli' }),
      (e: unknown) => e instanceof Refusal && e.code === 'noEvidence',
    );
  });

  test('forged evidence: a run or an approval for other hashes than the release record is refused', async () => {
    await assert.rejects(
      passingRun('2.0.0', { 'remoteEntry.js': 'sha384-forged' }),
      (e: unknown) => e instanceof Refusal && e.code === 'hashesMismatch',
    );
    await assert.rejects(
      passingRun('2.0.0', 'f'.repeat(64)),
      (e: unknown) => e instanceof Refusal && e.code === 'hashesMismatch',
    );
    // A version never published has no evidence.
    await assert.rejects(
      passingRun('9.9.9'),
      (e: unknown) => e instanceof Refusal && e.code === 'noIntegrity',
    );
    // A passing run with failures, or with no test, is no passing run.
    await assert.rejects(
      evidence.recordConformance({
        vertical: 'casino',
        version: '2.0.0',
        integrity: integrityOf('2.0.0'),
        result: 'passed',
        counts: { passed: 3, failed: 1 },
        actor: 'cli:x',
      }),
      (e: unknown) => e instanceof Refusal && e.code === 'evidenceBadInput',
    );
    // Approving before a passing run is refused.
    const early = await approvePost('alice', '2.0.0', {
      hashes: digestOf(integrityOf('2.0.0')),
      reference: 'CHG-1',
    });
    assert.equal(early.status, 409);
    assert.match(early.html, /casino 2\.0\.0 has no passing conformance run in market tr/);
    await passingRun('2.0.0');
    // The approval of hashes the page never showed (another version's) is refused.
    const other = await approvePost('alice', '2.0.0', {
      hashes: digestOf(integrityOf('3.0.0')),
      reference: 'CHG-1',
    });
    assert.equal(other.status, 409);
    assert.match(other.html, /other files than the published release record of casino 2\.0\.0/);
    const rows = await api.built.deps.db.query("SELECT 1 FROM release_evidence WHERE kind = 'approval'");
    assert.equal(rows.length, 0);
  });

  test('viewers and operators cannot approve or override (refused and audited); junk is refused', async () => {
    for (const who of ['vic', 'olga']) {
      const answer = await approvePost(who, '2.0.0', {
        hashes: digestOf(integrityOf('2.0.0')),
        reference: 'CHG-2',
      });
      assert.equal(answer.status, 403, who);
      assert.equal((await overridePost(who, '2.0.0', 'because')).status, 403, who);
    }
    const refused = await auditRows('role.refused');
    assert.ok(refused.some((r) => r.actor === 'operator:vic' && /approve/.test(r.target)));
    assert.ok(refused.some((r) => r.actor === 'operator:olga' && /override/.test(r.target)));
    for (const reference of ['', 'line\nbreak', 'x'.repeat(121), 'bell\u0007']) {
      const answer = await approvePost('alice', '2.0.0', {
        hashes: digestOf(integrityOf('2.0.0')),
        reference,
      });
      assert.equal(answer.status, 400, JSON.stringify(reference));
    }
    assert.equal(
      (await approvePost('alice', '..%2F..%2Fetc', { hashes: 'a'.repeat(64), reference: 'x' })).status,
      400,
    );
    const s = await login('alice');
    const forged = await request('/operator/releases/casino/2.0.0/approve', {
      cookie: s.cookie,
      form: { csrf: 'A'.repeat(43), hashes: digestOf(integrityOf('2.0.0')), reference: 'CHG-2' },
    });
    assert.equal(forged.status, 403);
    const rows = await api.built.deps.db.query("SELECT 1 FROM release_evidence WHERE kind <> 'conformance'");
    assert.equal(rows.length, 0);
  });

  test('two approvers at once: one approval, the other told it is approved; then the canary and the promote go ahead', async () => {
    const form = { hashes: digestOf(integrityOf('2.0.0')) };
    const [a, b] = await Promise.all([
      approvePost('alice', '2.0.0', { ...form, reference: 'CHG-2041' }),
      approvePost('bob', '2.0.0', { ...form, reference: 'CERT-77' }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [303, 409]);
    assert.match(
      (a.status === 409 ? a : b).html,
      /casino 2\.0\.0 is already approved \(by operator:(alice|bob)\)/,
    );
    const approvals = await api.built.deps.db.query(
      "SELECT actor FROM release_evidence WHERE kind = 'approval'",
    );
    assert.equal(approvals.length, 1);
    assert.equal((await auditRows('release.approval')).length, 1);

    const traffic = await change('alice', { action: 'traffic', traffic: '25' });
    assert.equal(traffic.status, 303, traffic.html.slice(-300));
    const promote = await change('alice', { action: 'promote' });
    assert.equal(promote.status, 303, promote.html.slice(-300));
    assert.equal((await composition()).casino?.version, '2.0.0');
    const lines = (await api.built.composition!.history()).filter((h) => h.action === 'promote');
    assert.match(String(lines.at(-1)?.evidence), /^evidence #\d+$/);
  });

  test('an override counts for another operator only: the overrider’s own change is refused, a second approver’s goes ahead, audited', async () => {
    const own = await overridePost('alice', '3.0.0', 'lab certificate arrives Monday');
    assert.equal(own.status, 303, own.html.slice(-300));
    const refused = await change('alice', { action: 'canary', version: '3.0.0', traffic: '10' });
    assert.equal(refused.status, 422);
    assert.match(refused.html, /the only override of casino 3\.0\.0 for market tr is your own/);
    const second = await change('bob', { action: 'canary', version: '3.0.0', traffic: '10' });
    assert.equal(second.status, 303, second.html.slice(-300));
    const line = (await api.built.composition!.history()).filter((h) => h.action === 'canary').at(-1);
    assert.match(String(line?.evidence), /^override #\d+ by operator:alice$/);
    const audited = await auditRows('release.override');
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.actor, 'operator:alice');
    assert.equal(audited[0]!.detail.reason, 'lab certificate arrives Monday');
    const canary = await auditRows('composition.canary');
    assert.equal(canary.at(-1)?.actor, 'operator:bob');
    // Back to the approved stable version for the export below.
    assert.equal((await change('bob', { action: 'abort', reason: 'export test' })).status, 303);
  });

  test('the evidence is append-only: no update, no delete', async () => {
    await assert.rejects(
      api.built.deps.db.query("UPDATE release_evidence SET result = 'passed'"),
      /append-only/,
    );
    await assert.rejects(api.built.deps.db.query('DELETE FROM release_evidence'), /append-only/);
  });
});

describe('the releases pages and the export', () => {
  test('the list and a version’s page show the evidence; forms only for approvers; en and tr', async () => {
    const list = await request('/operator/releases', { cookie: (await login('vic')).cookie });
    assert.equal(list.status, 200);
    assert.match(list.html, /Releases and their evidence/);
    assert.match(list.html, /open: evidence complete/);
    assert.match(list.html, /closed: evidence missing/);
    const page = await request('/operator/releases/casino/2.0.0', { cookie: (await login('vic')).cookie });
    assert.match(page.html, /Approved by operator:(alice|bob)/);
    assert.match(page.html, new RegExp(digestOf(integrityOf('2.0.0'))));
    assert.doesNotMatch(page.html, /name="reference"/);
    assert.match(page.html, /Only an approver may approve or override/);
    const four = await request('/operator/releases/casino/4.0.0', {
      cookie: (await login('alice', 'tr')).cookie,
    });
    assert.match(four.html, /Henüz uygunluk testi yok/);
    // No approval form before a passing run: the page says what comes first.
    assert.doesNotMatch(four.html, /name="reference"/);
    assert.match(four.html, /Onay için önce bu özetlerin başarılı bir uygunluk testi gerekir/);
    assert.match(four.html, /Denetime istisna ver/);
    assert.equal(
      (await request('/operator/releases/casino/7.7.7', { cookie: (await login('vic')).cookie })).status,
      404,
    );
    assert.equal((await request('/operator/releases')).status, 303);
  });

  test('the export: one JSON document with the hashes, commit, conformance, approval, overrides and the rollout', async () => {
    assert.equal((await request('/operator/releases/casino/2.0.0/export')).status, 401);
    const answer = await request('/operator/releases/casino/2.0.0/export', {
      cookie: (await login('vic')).cookie,
    });
    assert.equal(answer.status, 200);
    assert.match(
      answer.headers.get('content-disposition') ?? '',
      /attachment; filename="casino-2\.0\.0-tr-evidence\.json"/,
    );
    const doc = JSON.parse(answer.html);
    assert.equal(doc.format, 'playhub.release-evidence/1');
    assert.equal(doc.market, 'tr');
    assert.deepEqual(doc.release.integrity, integrityOf('2.0.0'));
    assert.equal(doc.release.hashes, digestOf(integrityOf('2.0.0')));
    assert.equal(doc.commit, 'abcdef1234567');
    assert.equal(doc.gate, 'passed');
    assert.equal(doc.conformance.length, 1);
    assert.equal(doc.conformance[0].result, 'passed');
    assert.deepEqual(doc.conformance[0].detail.counts, { passed: 4, failed: 0, skipped: 0 });
    assert.match(doc.approval.actor, /^operator:(alice|bob)$/);
    assert.deepEqual(doc.overrides, []);
    assert.deepEqual(
      doc.rollout.map((r: { action: string; user: string }) => `${r.action} ${r.user}`),
      ['canary alice', 'traffic alice', 'promote alice', 'abort bob'],
    );
    const three = JSON.parse(
      (await request('/operator/releases/casino/3.0.0/export', { cookie: (await login('vic')).cookie })).html,
    );
    assert.equal(three.gate, 'override');
    assert.equal(three.overrides[0].detail.reason, 'lab certificate arrives Monday');
    assert.deepEqual(
      three.rollout.map((r: { action: string }) => r.action),
      ['canary', 'abort'],
    );
  });
});
