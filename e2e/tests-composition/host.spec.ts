import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { bucketCookie } from '../support/page-view';
import { readTopology } from '../support/topology';
import { composition, giveEvidence } from './cli';
import { beaconReports, expect, keepCompositionAsFound, storedComposition, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

/**
 * The host released like a vertical (issue 31, item 5), on the production topology: a copy of the
 * built host published as a new version (no second webpack run: versions are told apart by their
 * folders), canaried to half the buckets, a broken version falling back to the previous host and
 * reported, and a rollback returning everyone to the previous host.
 */
test.describe('the host released like a vertical (issue 31)', () => {
  const t = readTopology();
  keepCompositionAsFound();
  const versions = join(t.dir, 'host', 'host');

  /** Deploys a copy of the built host as `version` beside it, publishes it and gives it evidence. */
  async function publishCopy(from: string, version: string): Promise<string> {
    const folder = join(versions, version);
    cpSync(join(versions, from), folder, { recursive: true });
    composition('publish', 'host', version, folder);
    await giveEvidence('host', version);
    return folder;
  }

  /** The host version the page at `/` started for a visitor of `bucket`: its script's folder. */
  async function hostOf(page: Page, context: BrowserContext, bucket: number): Promise<string> {
    const value = bucketCookie(bucket, t.secrets.SITE_SIGNING_SECRET);
    await context.addCookies([{ name: 'playhub_bucket', value, url: t.gateway.origin }]);
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    const src = await page.locator('head script[src*="/host/"]').first().getAttribute('src');
    return /\/host\/([^/]+)\//.exec(src ?? '')?.[1] ?? '';
  }

  test('canary to a bucket, a broken host falls back and is reported, rollback', async ({
    page,
    context,
  }) => {
    const stable = String((await storedComposition()).composition.host?.version);
    expect(stable, 'the site build composes its host').toMatch(/^\d/);

    // A canary for half the buckets: bucket 10 gets it, bucket 70 does not.
    await publishCopy(stable, '90.0.0');
    composition('canary', 'host', '90.0.0', '--traffic', '50');
    expect(await hostOf(page, context, 10)).toBe('90.0.0');
    expect(await hostOf(page, context, 70)).toBe(stable);
    // Either side of the canary reports its start: the automatic abort's denominator.
    await expect
      .poll(async () =>
        (await beaconReports(page, 'host')).some((r) => r.version === '90.0.0' && r.phase === 'loaded'),
      )
      .toBe(true);
    composition('abort', 'host');

    // A version whose main script does not match its published hash: the browser refuses it, the
    // page reports it and starts the previous host instead.
    const broken = await publishCopy(stable, '90.0.1');
    const main = readdirSync(broken).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    writeFileSync(join(broken, main), `${readFileSync(join(broken, main), 'utf8')}\n;throw 1;`);
    for (const suffix of ['.gz', '.br']) rmSync(join(broken, main + suffix), { force: true });
    composition('canary', 'host', '90.0.1', '--traffic', '50');
    expect(await hostOf(page, context, 10)).toBe(stable);
    await expect
      .poll(async () =>
        (await beaconReports(page, 'host')).some((r) => r.version === '90.0.1' && r.phase === 'load'),
      )
      .toBe(true);
    const failed = (await context.cookies()).find((c) => c.name === 'playhub_host_failed');
    expect(failed?.value).toBe('90.0.1');
    composition('abort', 'host');
    await context.clearCookies({ name: 'playhub_host_failed' });

    // Set for everyone, then rolled back: everyone on the previous host again.
    composition('set', 'host', '90.0.0');
    expect(await hostOf(page, context, 70)).toBe('90.0.0');
    composition('rollback', 'host');
    expect(await hostOf(page, context, 70)).toBe(stable);
  });
});
