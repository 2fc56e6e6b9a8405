import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verticals } from '../support/topology';
import { cspViolations, expect, loadAll, test, watchPage } from './fixtures';

test.describe('production topology: each vertical on its own origin', () => {
  test('the whole site loads from separate origins with one React and one store', async ({
    page,
    request,
    topology,
  }) => {
    // A replica inlines the landing vertical's manifest once it has it: its first fetch from the
    // casino origin may take longer than the painter waits (it then paints without, and the host
    // asks for the manifest itself). Wait until every replica paints it inlined.
    for (const port of topology.apiPorts)
      await expect
        .poll(async () => (await request.get(`http://127.0.0.1:${port}/`)).text(), { timeout: 60_000 })
        .toMatch(/"manifests":\{"[^"]*\/mf\/casino\//);
    const problems = await watchPage(page);
    const scripts: string[] = [];
    page.on(
      'request',
      (r) =>
        void (r.resourceType() === 'script' || r.url().endsWith('mf-manifest.json')
          ? scripts.push(r.url())
          : null),
    );
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    expect(await loadAll(page)).toEqual(Object.fromEntries(verticals.map((n) => [n, 'ok'])));

    const apps = await page.evaluate(
      () =>
        (window as unknown as { __playhub: { apps: Record<string, Record<string, string>> } }).__playhub.apps,
    );
    expect(Object.keys(apps).sort()).toEqual(['host', ...verticals].sort());
    for (const key of ['react', 'reactDom', 'router', 'styled', 'query', 'bus', 'session', 'ui', 'i18n']) {
      const ids = new Set(Object.values(apps).map((report) => report[key]));
      expect(ids.size, `${key} must be one instance across apps: ${JSON.stringify(apps)}`).toBe(1);
    }
    // Each vertical came from its own origin; the gateway served none of them. The landing page's
    // vertical came with the document: its manifest inlined by the API, never asked for.
    for (const name of verticals) {
      const origin = topology.verticals[name].origin;
      expect(
        scripts.some((u) => u.startsWith(`${origin}/mf/${name}/`) && u.endsWith('mf-manifest.json')),
        `${name} manifest from ${origin}${name === 'casino' ? ' (inlined instead)' : ''}`,
      ).toBe(name !== 'casino');
      expect(
        scripts.some((u) => u.startsWith(`${origin}/mf/${name}/`) && u.endsWith('remoteEntry.js')),
        `${name} remoteEntry from ${origin}`,
      ).toBe(true);
    }
    expect(scripts.filter((u) => u.startsWith(`${topology.gateway.origin}/mf/`))).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations(page, problems)).toEqual([]);
  });

  test('gateway and origins send the security and cache headers', async ({ request, topology }) => {
    const { gateway, verticals: vs, providersOrigin } = topology;
    const doc = await request.get(`${gateway.origin}/casino/slot`);
    expect(doc.status()).toBe(200);
    const h = doc.headers();
    const csp = h['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of verticals) expect(directive('script-src')).toContain(vs[name].origin);
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('script-src')).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(directive('frame-src')).toBe(`frame-src 'self' ${providersOrigin}`);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    // Painted by the API, once per header (the gateway adds none of its own to a page).
    expect(h['cache-control']).toBe('private, no-cache');
    expect(doc.headersArray().filter((x) => /^content-security-policy$/i.test(x.name))).toHaveLength(1);
    // The nonce of the header is the one stamped on the document's scripts, fresh per response.
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    const html = await doc.text();
    expect(html).toContain(`<script nonce="${nonce}"`);
    expect(html).toContain('<script nonce');
    expect(html).toMatch(/<script[^>]* type="application\/json" id="playhub-shell">/);
    const again = await request.get(`${gateway.origin}/`);
    expect(again.headers()['content-security-policy']).not.toContain(nonce!);
    // The same page revalidated: 304 without a policy (the browser keeps its stored page and policy).
    const etag = h['etag']!;
    const revalidated = await request.get(`${gateway.origin}/casino/slot`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['content-security-policy']).toBeUndefined();
    // /index.html is the home page as painted, never the bare template.
    expect(await (await request.get(`${gateway.origin}/index.html`)).text()).toContain('id="playhub-shell"');

    // Resolved per player by the API (canaries): one Cache-Control, never stored.
    expect((await request.get(`${gateway.origin}/composition.json`)).headers()['cache-control']).toBe(
      'no-store',
    );
    const hostScript = /src="([^"]+\.js)"/.exec(await again.text())?.[1];
    expect((await request.get(`${gateway.origin}/${hostScript}`)).headers()['cache-control']).toContain(
      'immutable',
    );
    expect((await request.get(`${gateway.origin}/mf/casino/1.0.0/nope.js`)).status()).toBe(404);
    expect((await request.get(`${gateway.origin}/api/health`)).ok()).toBe(true);

    // A vertical origin: CORS for the host only, and only on what the runtime fetches.
    const casino = `${vs.casino.origin}/mf/casino/1.0.0`;
    const manifest = await request.get(`${casino}/mf-manifest.json`, { headers: { origin: gateway.origin } });
    expect(manifest.headers()['access-control-allow-origin']).toBe(gateway.origin);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entry = await request.get(`${casino}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers()['access-control-allow-origin']).toBe(gateway.origin);
    expect(entry.headers()['x-content-type-options']).toBe('nosniff');
    const map = await request.get(`${casino}/remoteEntry.js.map`);
    expect(map.headers()['access-control-allow-origin']).toBeUndefined();
    // An origin serves its own vertical only.
    expect((await request.get(`${vs.casino.origin}/mf/sports/`)).status()).toBe(404);
    expect((await request.get(`${vs.casino.origin}/`)).status()).toBe(404);
  });

  test('the gateway’s access log records no credential carried in a query string', async ({
    request,
    topology,
  }) => {
    const { gateway, providersOrigin } = topology;
    const secret = `s3cr3t${Date.now()}`;
    const asked = [
      `${gateway.origin}/hub/frnotify?access_token=${secret}&fingerprint=f`,
      `${gateway.origin}/api/health?token=${secret}`,
      `${gateway.origin}/casino?session=${secret}`,
      `${gateway.origin}/reset?code=${secret}`,
      `${providersOrigin}/demo/game?session=${secret}&game=1`,
    ];
    for (const url of asked)
      await request.get(url, { headers: { referer: `${gateway.origin}/x?token=${secret}` } });
    // A query with nothing secret is still logged as it was asked.
    await request.get(`${gateway.origin}/api/health?lang=tr`);
    const log = join(gateway.prefix, 'access.log');
    await expect.poll(() => readFileSync(log, 'utf8')).toContain('GET /api/health?lang=tr ');
    const text = readFileSync(log, 'utf8');
    expect(text).not.toContain(secret);
    for (const path of ['/hub/frnotify', '/api/health', '/casino', '/reset', '/demo/game'])
      expect(text).toContain(`GET ${path}?[redacted] `);
    expect(text).toContain(`"${gateway.origin}/x?[redacted]"`);
  });
});
