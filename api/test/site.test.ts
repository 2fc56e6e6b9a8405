// The built site as `npm start` serves it: SPA fallback, cache policy, precompressed assets, 404s.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp, type BuiltApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { removeDir } from './helpers.js';

let built: BuiltApp;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-site-data-'));
const siteDir = mkdtempSync(path.join(tmpdir(), 'playhub-site-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

before(async () => {
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(siteDir, 'main.1a2b3c4d.js'), script);
  writeFileSync(path.join(siteDir, 'main.1a2b3c4d.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(siteDir, 'main.1a2b3c4d.js.gz'), gzipSync(script));
  mkdirSync(path.join(siteDir, 'mf'));
  writeFileSync(path.join(siteDir, 'composition.json'), '{}');
  // The control plane's files beside it (issue 30): history, lock, release records.
  writeFileSync(path.join(siteDir, 'composition.history.jsonl'), '{"user":"operator:ayse"}\n');
  writeFileSync(path.join(siteDir, 'composition.json.lock'), '1');
  mkdirSync(path.join(siteDir, 'releases'));
  writeFileSync(path.join(siteDir, 'releases', 'casino-1.0.0.json'), '{}');
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, SITE_DIR: siteDir };
  built = await buildApp({ ...configFromEnv(env), port: 0 }, { logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});

after(async () => {
  await built.app.close();
  removeDir(dataDir);
  removeDir(siteDir);
});

test('pages of the SPA get the painted index.html, private and revalidated every time', async () => {
  for (const url of ['/', '/casino/slot', '/dashboard/profile?tab=1']) {
    const res = await fetch(base + url);
    assert.equal(res.status, 200, url);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(res.headers.get('cache-control'), 'private, no-cache');
    assert.match(await res.text(), /<title>site<\/title>/);
  }
});

test('a page path longer than any file name is still a page of the site (the static server said 403)', async () => {
  const res = await fetch(`${base}/casino/play/${'A'.repeat(10_000)}`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<title>site<\/title>/);
  const asset = await fetch(`${base}/${'b'.repeat(300)}.js`);
  assert.equal(asset.status, 404, 'an asset with such a name is simply missing');
});

test('a missing asset is a 404, not index.html', async () => {
  for (const url of ['/missing.1a2b3c4d.js', '/favicon.ico', '/old.css', '/mf/casino/9.9.9/remoteEntry.js']) {
    const res = await fetch(base + url);
    assert.equal(res.status, 404, url);
    assert.doesNotMatch(await res.text(), /<title>site/, url);
  }
});

test('hashed assets are sent precompressed and immutable; the decoded body is the file', async () => {
  for (const encoding of ['br', 'gzip']) {
    const res = await fetch(`${base}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': encoding } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), encoding);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(await res.text(), script);
  }
  const plain = await fetch(`${base}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(await plain.text(), script);
});

test('nothing of the control plane is served: its history, lock and release records are not files of the site', async () => {
  for (const url of [
    '/composition.history.jsonl',
    '/composition.json.lock',
    '/releases/casino-1.0.0.json',
    '/releases/',
    '/%63omposition.history.jsonl',
    '/mf/../composition.history.jsonl',
    '/COMPOSITION.HISTORY.JSONL',
  ]) {
    const res = await fetch(`${base}${url}`);
    const text = await res.text();
    assert.ok([403, 404].includes(res.status), `${url}: ${res.status}`);
    assert.doesNotMatch(text, /operator:ayse/, url);
  }
});

test('composition.json is never stored (operators rewrite it; each answer is one player’s)', async () => {
  const res = await fetch(`${base}/composition.json`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.match(res.headers.get('set-cookie') ?? '', /^playhub_bucket=\d{1,2}\.[\w-]{22};/);
});

test('large API answers are compressed, small ones are not', async () => {
  const large = await fetch(`${base}/api/cms/grouped`, {
    headers: { 'accept-encoding': 'br, gzip', 'x-locale': 'en' },
  });
  assert.equal(large.status, 200);
  assert.equal(large.headers.get('content-encoding'), 'br');
  assert.equal(((await large.json()) as { success: boolean }).success, true);
  const small = await fetch(`${base}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(small.headers.get('content-encoding'), null);
});
