// A malformed or unknown link (issue 33, item 5): the site's own page answered as a 404, never
// Fastify's English JSON; the API's paths keep their JSON envelope in the player's language.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isSitePath } from '../src/http/shell/index.js';
import { removeDir, startApi, type Running } from './helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="tr"><head><title>playhub</title><template data-playhub="preloads"></template>' +
  '</head><body><div id="root"><div id="boot"><template data-playhub="notice"></template>' +
  '<div class="shell-page"><template data-playhub="banner"></template></div></div></div>' +
  '<template data-playhub="data"></template></body></html>';

let api: Running;
const dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-notfound-data-'));
const siteDir = mkdtempSync(path.join(tmpdir(), 'playhub-notfound-site-'));

before(async () => {
  writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE);
  api = await startApi(dataDir, { SITE_DIR: siteDir });
});
after(async () => {
  await api.close();
  removeDir(dataDir);
  removeDir(siteDir);
});

test('isSitePath: host pages and vertical routes are pages; unknown and undecodable paths are not', () => {
  for (const known of [
    '/',
    '/pages/3',
    '/casino',
    '/casino/play/abc',
    '/promotions/2',
    '/dashboard/deposit',
    '/spor/x',
  ])
    assert.equal(isSitePath(known, null), true, known);
  for (const unknown of ['/%', '/casino/play/%E0%A4%A', '/no-such-page', '/pages', '/pages/1/2'])
    assert.equal(isSitePath(unknown, null), false, unknown);
});

test('malformed and unknown pages answer the site document as a 404; known pages a 200', async () => {
  for (const url of ['/%', '/casino/play/%E0%A4%A', '/no-such-page', '/a%ZZb']) {
    const res = await fetch(api.base + url);
    assert.equal(res.status, 404, url);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, url);
    assert.match(await res.text(), /<html lang="tr">/, url);
  }
  for (const url of ['/', '/pages/3', '/casino/slot'])
    assert.equal((await fetch(api.base + url)).status, 200, url);
});

test('the API keeps its JSON, in the language asked, malformed paths included', async () => {
  for (const url of ['/api/%', '/api/no-such-call']) {
    const res = await fetch(api.base + url, { headers: { 'x-locale': 'tr' } });
    assert.equal(res.status, 404, url);
    assert.deepEqual(await res.json(), { success: false, message: 'Bulunamadı', data: null });
  }
  const en = await fetch(api.base + '/api/%', { headers: { 'x-locale': 'en' } });
  assert.deepEqual(await en.json(), { success: false, message: 'Not found', data: null });
});
