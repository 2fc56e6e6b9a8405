// The host released like a vertical (issue 31, item 5): the page is painted from the template of the
// host version composition.json's `host` resolves for the player (the sticky bucket of the vertical
// canaries), its scripts pointed into that version's folder with their published SHA-384, the page
// token naming the version served; a device that reported the version failing gets the previous one.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { removeDir, startApi, type Running } from './helpers.js';
import { DEV_SECRETS } from '../src/config.js';
import { signBucket, verifyView } from '../src/services/rollout/signed-views.js';
import { checkCanaries } from '../src/services/rollout/auto-abort.js';

/** A host build's index.html, relative URLs as webpack writes them; `marker` tells versions apart. */
const template = (marker: string) =>
  '<!doctype html><html lang="tr"><head><meta charset="utf-8" /><base href="/" /><title>playhub</title>' +
  `<meta name="build" content="${marker}">` +
  '<link rel="preload" as="font" type="font/woff2" href="assets/inter.7d5a0ac7.woff2" crossorigin/>' +
  "<style>@font-face{src:url('assets/inter.7d5a0ac7.woff2')}</style>" +
  '<template data-playhub="preloads"></template>' +
  '<script defer="defer" src="main.1a2b3c4d.js"></script></head><body><div id="root"><div id="boot">' +
  '<p id="boot-status" class="shell-status" role="status">Yükleniyor…</p></div></div>' +
  '<template data-playhub="data"></template></body></html>';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const STABLE = {
  entry: '/host/1.0.0/mf-manifest.json',
  version: '1.0.0',
  integrity: { 'main.1a2b3c4d.js': hash('A') },
};
const CANDIDATE = {
  entry: '/host/2.0.0/mf-manifest.json',
  version: '2.0.0',
  traffic: 50,
  integrity: { 'main.1a2b3c4d.js': hash('B') },
  since: new Date().toISOString(),
};

let api: Running;
const dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-host-data-'));
const siteDir = mkdtempSync(path.join(tmpdir(), 'playhub-host-site-'));

before(async () => {
  writeFileSync(path.join(siteDir, 'index.html'), template('root'));
  for (const version of ['1.0.0', '2.0.0']) {
    const folder = path.join(siteDir, 'host', version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), template(version));
    writeFileSync(path.join(folder, 'main.1a2b3c4d.js'), '/* host */');
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ name: 'host' }));
  }
  writeFileSync(
    path.join(siteDir, 'composition.json'),
    JSON.stringify({ host: { ...STABLE, candidate: CANDIDATE } }),
  );
  api = await startApi(dataDir, { SITE_DIR: siteDir });
});

after(async () => {
  await api.close();
  removeDir(dataDir);
  removeDir(siteDir);
});

/** The page a player of `bucket` gets, with more cookies, and its verified page view. */
async function pageOf(bucket: number, cookies = '') {
  const cookie = `playhub_bucket=${signBucket(bucket, DEV_SECRETS.SITE_SIGNING_SECRET)}${cookies}`;
  const res = await fetch(`${api.base}/`, { headers: { cookie } });
  const html = await res.text();
  const token = /"view":"([^"]+)"/.exec(html)?.[1];
  const view = verifyView(token, DEV_SECRETS.SITE_SIGNING_SECRET);
  assert.ok('view' in view, 'a valid page-view token');
  return { res, html, token: token!, view: view.view };
}

describe('the host version a page is painted with', () => {
  test('a canary bucket gets the candidate’s template, its scripts in its folder with its hashes', async () => {
    const { res, html, view } = await pageOf(10);
    assert.equal(res.status, 200);
    assert.match(html, /<meta name="build" content="2\.0\.0">/);
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    assert.ok(nonce, 'scripts carry the document nonce');
    assert.ok(
      html.includes(
        `<script nonce="${nonce}" defer="defer" src="/host/2.0.0/main.1a2b3c4d.js" integrity="${hash('B')}" crossorigin="anonymous">`,
      ),
    );
    assert.ok(html.includes('href="/host/2.0.0/assets/inter.7d5a0ac7.woff2"'), 'the font from its folder');
    assert.ok(html.includes("url('/host/2.0.0/assets/inter.7d5a0ac7.woff2')"), 'the CSS url() too');
    assert.ok(html.includes('<base href="/" />'), 'the app’s base stays');
    // The token names the version served (a beacon for it counts) and the fallback it may report.
    assert.deepEqual(view.served.host, ['2.0.0', '1.0.0']);
    assert.ok(view.canary.includes('host'));
    // The start-up guard runs before the host's script and knows where to fall back.
    const guard = html.indexOf("addEventListener('error'");
    assert.ok(guard > 0 && guard < html.indexOf('/host/2.0.0/main'), 'the guard precedes the script');
    assert.ok(html.indexOf('<meta charset="utf-8" />') < guard, 'the charset stays first');
    assert.match(html, /"fallback":true/);
  });

  test('another bucket gets the stable version', async () => {
    const { html, view } = await pageOf(80);
    assert.match(html, /<meta name="build" content="1\.0\.0">/);
    assert.ok(html.includes(`src="/host/1.0.0/main.1a2b3c4d.js" integrity="${hash('A')}"`));
    assert.deepEqual(view.served.host, ['1.0.0']);
  });

  test('a device that reported the candidate failing gets the previous host; another version’s report changes nothing', async () => {
    const fell = await pageOf(10, '; playhub_host_failed=2.0.0');
    assert.match(fell.html, /<meta name="build" content="1\.0\.0">/);
    assert.ok(fell.html.includes(`src="/host/1.0.0/main.1a2b3c4d.js" integrity="${hash('A')}"`));
    assert.deepEqual(fell.view.served.host, ['1.0.0', '2.0.0']);
    assert.match(fell.html, /"fallback":false/, 'no second fallback: no reload loop');
    const other = await pageOf(10, '; playhub_host_failed=9.9.9');
    assert.match(other.html, /<meta name="build" content="2\.0\.0">/);
  });

  test('a host version’s template is never served raw; its scripts are immutable', async () => {
    assert.equal((await fetch(`${api.base}/host/1.0.0/index.html`)).status, 404);
    const script = await fetch(`${api.base}/host/1.0.0/main.1a2b3c4d.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('cache-control') ?? '', /immutable/);
  });
});

describe('the host’s start reports', () => {
  const report = (token: string, version: string, phase = 'load') =>
    fetch(`${api.base}/api/telemetry/remote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        view: token,
        vertical: 'host',
        version,
        entry: `/host/${version}/mf-manifest.json`,
        phase,
        error: 'script main.1a2b3c4d.js',
      }),
    });

  test('count for the host version the page was served, once per page view; another version is refused', async () => {
    const { token } = await pageOf(10);
    const first = await report(token, '2.0.0');
    assert.equal(first.status, 200);
    assert.equal(typeof ((await first.json()) as { data: { id: unknown } }).data.id, 'number');
    const replay = (await (await report(token, '2.0.0')).json()) as { data: { id: unknown } };
    assert.equal(replay.data.id, null, 'a replay is a no-op');
    assert.equal((await report(token, '3.0.0')).status, 403);
  });

  test('a host canary failing to start is aborted automatically: everyone back on the stable host', async () => {
    for (let i = 0; i < 4; i++) {
      const { token } = await pageOf(10);
      assert.equal((await report(token, '2.0.0')).status, 200);
    }
    // The API's own source: its file, or on PostgreSQL its database row.
    const source = api.built.composition!;
    const settings = { ...api.built.deps.config.rollout, minSample: 3, abortFailurePercent: 20 };
    // Every replica runs the check: three at once abort it once.
    const aborted = (
      await Promise.all([1, 2, 3].map(() => checkCanaries(api.built.db, source, settings)))
    ).flat();
    assert.deepEqual(
      aborted.map((h) => [h.vertical, h.version]),
      [['host', '2.0.0']],
    );
    assert.equal(
      (await source.history()).filter((h) => h.vertical === 'host' && h.action === 'abort').length,
      1,
    );
    assert.equal(source.read()?.host?.candidate, undefined);
    const { html } = await pageOf(10);
    assert.match(html, /<meta name="build" content="1\.0\.0">/);
  });
});
