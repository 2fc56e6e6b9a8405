// The server-painted first view (issue 19): every page is the host's template with the start-up data
// inline, the landing vertical's preloads, the notice and the home banner; cached per language and
// bootstrap version with an ETag; and nothing a CMS text, a cookie or a path says can break out of it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { etagMatches } from '../src/http/shell/index.js';
import { scriptJson } from '../src/http/escape.js';
import { renderShell } from '../src/http/shell/render.js';
import { removeDir, startApi, type Running } from './helpers.js';
import { DEV_SECRETS } from '../src/config.js';
import { signBucket, verifyView } from '../src/services/rollout/signed-views.js';

/** The slots and boxes of host/src/index.html, as its build writes them. */
const TEMPLATE =
  '<!doctype html><html lang="tr"><head><title>playhub</title><template data-playhub="preloads"></template>' +
  '<script defer="defer" src="main.1a2b3c4d.js"></script></head><body><div id="root"><div id="boot">' +
  '<template data-playhub="notice"></template><div class="shell-header"></div><div class="shell-page">' +
  '<template data-playhub="banner"></template></div><p id="boot-status" class="shell-status" role="status">' +
  'Yükleniyor…</p></div></div><template data-playhub="data"></template></body></html>';

const INTEGRITY = 'sha384-' + 'A'.repeat(64);

let api: Running;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-shell-data-'));
const siteDir = mkdtempSync(path.join(tmpdir(), 'playhub-shell-site-'));

before(async () => {
  writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE);
  const folder = path.join(siteDir, 'mf/casino/1.0.0');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: 'casino',
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [{ assets: { js: { sync: ['__federation_expose_remote.1234abcd.js'], async: ['9.js'] } } }],
    }),
  );
  writeFileSync(
    path.join(siteDir, 'composition.json'),
    JSON.stringify({
      casino: {
        entry: '/mf/casino/1.0.0/mf-manifest.json',
        version: '1.0.0',
        integrity: { 'remoteEntry.js': INTEGRITY },
        routes: ['/', '/casino/*', '/promotions/*'],
      },
    }),
  );
  api = await startApi(dataDir, { SITE_DIR: siteDir });
  base = api.base;
});

after(async () => {
  await api.close();
  removeDir(dataDir);
  removeDir(siteDir);
});

/** A page as a browser gets it, and the start-up data inside it. */
async function page(url: string, cookie?: string) {
  const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const json = /<script[^>]* type="application\/json" id="playhub-shell">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  // What the tests read of it (ShellData with its parts as they are sent).
  type Sent = {
    language: string;
    composition: { casino: { entry: string } };
    bootstrap: { language: string; sliderList: Array<{ slug: string; images: string[] }> };
    manifests: Record<string, unknown>;
    view?: string;
  };
  return { res, html, data: json ? (JSON.parse(json) as Sent) : null };
}

describe('a page as the server paints it', () => {
  test('the start-up data is inline: composition for this player, the bootstrap, the landing manifest', async () => {
    const { res, html, data } = await page('/');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('set-cookie') ?? '', /^playhub_bucket=\d{1,2}\.[\w-]{22};/);
    assert.equal(data?.language, 'tr');
    // The signed page view the host's reports carry: the versions this page was served, its path.
    const view = verifyView(data?.view, DEV_SECRETS.SITE_SIGNING_SECRET);
    assert.ok('view' in view, 'a valid page-view token');
    assert.deepEqual(view.view.served.casino, ['1.0.0']);
    assert.equal(view.view.path, '/');
    assert.notEqual((await page('/')).data?.view, data?.view, 'one token per page view');
    assert.equal(data?.composition.casino.entry, '/mf/casino/1.0.0/mf-manifest.json');
    assert.equal(data?.bootstrap.language, 'tr');
    assert.ok(Array.isArray(data?.bootstrap.sliderList));
    assert.deepEqual(Object.keys(data?.manifests ?? {}), ['/mf/casino/1.0.0/mf-manifest.json']);
    assert.match(html, /^<!doctype html><html lang="tr">/);
    assert.doesNotMatch(html, /<template data-playhub=/, 'every slot filled');
  });

  test('the landing vertical is preloaded with the hashes and CORS mode its script tags will have', async () => {
    const { html } = await page('/casino/slot');
    assert.ok(
      html.includes(
        `<link rel="preload" as="script" href="/mf/casino/1.0.0/remoteEntry.js" integrity="${INTEGRITY}" crossorigin="anonymous">`,
      ),
    );
    // No hash for it: a plain preload, as the runtime's plain tag will fetch it.
    assert.ok(
      html.includes(
        '<link rel="preload" as="script" href="/mf/casino/1.0.0/__federation_expose_remote.1234abcd.js">',
      ),
    );
    assert.doesNotMatch(html, /<link[^>]*9\.js/, 'lazy chunks are not first-load');
    // A page no vertical owns (a content page) preloads nothing.
    assert.doesNotMatch((await page('/pages/2')).html, /rel="preload"/);
  });

  test('the home banner is painted with the casino’s picture sources; no other page paints one', async () => {
    const { html, data } = await page('/');
    const first = data!.bootstrap.sliderList.find((s) => s.slug === 'home')!;
    const escaped = (url: string | undefined) => (url ?? '').replace(/&/g, '&amp;');
    assert.ok(
      html.includes(
        `<img src="${escaped(first.images[0])}" alt="" width="768" height="300" fetchpriority="high"`,
      ),
    );
    assert.ok(
      html.includes(
        `<source media="(min-width: 1200px)" srcset="${escaped(first.images[2] || first.images[1] || first.images[0])}">`,
      ),
    );
    assert.doesNotMatch((await page('/casino/slot')).html, /shell-banner/);
  });

  test('the language and the notice come from the cookies the page mirrors; junk means the defaults', async () => {
    const en = await page('/', 'playhub_lang=en');
    assert.match(en.html, /<html lang="en">/);
    assert.equal(en.data?.bootstrap.language, 'en');
    assert.match(en.html, /role="status">Loading…<\/p>/);
    for (const junk of ['playhub_lang=de', 'playhub_lang=<script>', `playhub_lang=${'e'.repeat(5000)}`]) {
      const { res, data } = await page('/', junk);
      assert.equal(res.status, 200, junk.slice(0, 30));
      assert.equal(data?.language, 'tr', junk.slice(0, 30));
    }
    // The seeded domain status names a next domain: the bar until it is dismissed on this device.
    assert.match((await page('/')).html, /class="shell-notice"/);
    assert.doesNotMatch((await page('/', 'playhub_notice=read')).html, /class="shell-notice"/);
    assert.doesNotMatch((await page('/casino/slot')).html, /class="shell-notice"/);
  });
});

const BUCKET_7 = `playhub_bucket=${signBucket(7, DEV_SECRETS.SITE_SIGNING_SECRET)}`;

describe('caching', () => {
  test('private, revalidated by ETag; a 304 carries no policy, so the stored page keeps its nonce’s', async () => {
    const first = await fetch(`${base}/`, { headers: { cookie: BUCKET_7 } });
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]{27}"$/);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    assert.match(first.headers.get('vary') ?? '', /^Cookie\b/);
    for (const tag of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetch(`${base}/`, {
        headers: { cookie: BUCKET_7, 'if-none-match': tag },
      });
      assert.equal(again.status, 304, tag);
      assert.equal(again.headers.get('content-security-policy'), null, tag);
      assert.equal(await again.text(), '');
    }
    // Another language is another page.
    const en = await fetch(`${base}/`, {
      headers: { cookie: `${BUCKET_7}; playhub_lang=en`, 'if-none-match': etag! },
    });
    assert.equal(en.status, 200);
    assert.match(en.headers.get('content-security-policy') ?? '', /'nonce-/);
  });

  test('If-None-Match is compared weakly, lists and * included', () => {
    assert.equal(etagMatches('"a"', '"a"'), true);
    assert.equal(etagMatches('W/"a"', '"a"'), true);
    assert.equal(etagMatches('"b", W/"a"', '"a"'), true);
    assert.equal(etagMatches('*', '"a"'), true);
    assert.equal(etagMatches('"b"', '"a"'), false);
    assert.equal(etagMatches(undefined, '"a"'), false);
  });
});

describe('what a text or an attribute could try', () => {
  const parts = (data: unknown) => ({
    language: 'tr' as const,
    path: '/',
    notice: false,
    preloads: [{ href: '/x.js" onload="alert(1)' }],
    data: data as never,
    loadingText: '<b>Yükleniyor</b>',
  });

  test('a CMS text cannot end the data element or start a script; $-patterns stay text', () => {
    const evil = { title: '</script><script>alert(1)</script> $& $1 $` \u2028' };
    const html = renderShell(TEMPLATE, parts({ bootstrap: evil }), null);
    const json = /id="playhub-shell">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(json), { bootstrap: evil });
    assert.equal(html.match(/<script/g)?.length, 2, 'the template’s one script and the data, nothing more');
    assert.ok(scriptJson(evil).includes('\\u003c/script\\u003e'));
    assert.ok(scriptJson(evil).includes('\\u2028'));
  });

  test('an attribute value cannot leave its quotes; the loading text is text', () => {
    const html = renderShell(TEMPLATE, parts({}), null);
    assert.ok(html.includes('href="/x.js&quot; onload=&quot;alert(1)"'));
    assert.ok(html.includes('role="status">&lt;b&gt;Yükleniyor&lt;/b&gt;</p>'));
  });

  test('a banner picture from the CMS is escaped as an attribute', () => {
    const bootstrap = {
      sliderList: [
        { slug: 'home', url: '/', target: '_self', images: ['/a.svg?x="><script>alert(1)</script>'] },
      ],
    };
    const html = renderShell(TEMPLATE, parts({}), bootstrap as never);
    assert.ok(html.includes('src="/a.svg?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'));
  });
});
