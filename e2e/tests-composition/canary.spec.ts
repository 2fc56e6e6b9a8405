import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptsOf } from '@playhub/composition/manifest';
import { bucketCookie } from '../support/page-view';
import { readTopology } from '../support/topology';
import { composition, giveEvidence } from './cli';
import {
  beaconReports,
  expect,
  historyAfter,
  keepCompositionAsFound,
  lastHistoryId,
  sentReports,
  storedComposition,
  test,
  watchPage,
} from './fixtures';

/** Changes one byte of a published file on the vertical's origin (its precompressed copies go). */
function tamper(file: string): void {
  const bytes = readFileSync(file);
  bytes.writeUInt8(bytes.readUInt8(bytes.length - 2) ^ 0x01, bytes.length - 2);
  writeFileSync(file, bytes);
  for (const suffix of ['.gz', '.br']) rmSync(file + suffix, { force: true });
}

test.describe.configure({ mode: 'serial' });

test.describe('canary releases and script integrity (issue 21)', () => {
  const t = readTopology();
  keepCompositionAsFound();
  const marker = '[data-remote="casino"]';
  const versions = join(t.verticals.casino.root, 'mf', 'casino');

  /** Deploys and publishes casino `version`, a copy of 2.0.0, with evidence; returns its folder and manifest. */
  async function publishCopy(version: string) {
    const folder = join(versions, version);
    cpSync(join(versions, '2.0.0'), folder, { recursive: true });
    composition('publish', 'casino', version, folder);
    await giveEvidence('casino', version);
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    return { folder, manifest };
  }

  test('a canary at 100 % serves the candidate, at 0 % the stable version, and a bucket sticks', async ({
    page,
    context,
  }) => {
    const problems = await watchPage(page);
    composition('canary', 'casino', '2.0.0', '--traffic', '100');
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '2.0.0');
    const bucket = (await context.cookies()).find((c) => c.name === 'playhub_bucket');
    // A bucket the server drew and signed: a visitor cannot name their own (issue 30).
    expect(bucket?.value).toMatch(/^\d{1,2}\.[\w-]{22}$/);
    expect(bucket).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    composition('traffic', 'casino', '0');
    await page.reload();
    await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '1.0.0');

    // Half the buckets: 10 is in, 70 is out, on every page load.
    composition('traffic', 'casino', '50');
    for (const [n, version] of [
      [10, '2.0.0'],
      [70, '1.0.0'],
    ] as const) {
      const value = bucketCookie(n, t.secrets.SITE_SIGNING_SECRET);
      await context.addCookies([{ name: 'playhub_bucket', value, url: t.gateway.origin }]);
      for (let i = 0; i < 3; i++) {
        await page.reload();
        await expect(page.getByTestId('casino-home')).toBeVisible();
        await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', version);
      }
      const cookie = (await context.cookies()).find((c) => c.name === 'playhub_bucket');
      expect(cookie?.value, 'the server kept the bucket').toBe(value);
    }
    expect(problems.errors).toEqual([]);
    composition('abort', 'casino');
  });

  test('a failing candidate is aborted automatically, with the reason in the history', async ({ page }) => {
    test.setTimeout(120_000);
    const since = await lastHistoryId();
    const { folder } = await publishCopy('2.9.0');
    // Deployed broken after publishing: its remote entry is gone.
    rmSync(join(folder, 'remoteEntry.js'));
    composition('canary', 'casino', '2.9.0', '--traffic', '100');
    const problems = await watchPage(page);
    // The topology aborts from 10 page loads (ROLLOUT_MIN_SAMPLE): each one falls back to 1.0.0 and
    // reports the failure before the next load (a page left first never sends it: the report waits
    // for the page view that makes it count).
    for (let i = 0; i < 10; i++) {
      await page.goto('/');
      await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '1.0.0');
      await expect
        .poll(async () => (await sentReports(page)).some((r) => r.version === '2.9.0' && r.phase === 'load'))
        .toBe(true);
    }
    await expect.poll(async () => (await storedComposition()).composition.casino?.candidate).toBeUndefined();
    const lines = await historyAfter(since);
    expect(lines.map((l) => [l.action, l.user === 'auto-abort'])).toEqual([
      ['publish', false],
      ['canary', false],
      ['abort', true],
    ]);
    const abort = lines.at(-1)!;
    expect(abort).toMatchObject({ action: 'abort', vertical: 'casino', user: 'auto-abort' });
    expect(abort.reason).toMatch(/^automatic: 100\.0% of \d+ page loads failed \(load \d+\)/);
    expect(composition('history', 'casino')).toContain('automatic: 100.0%');
    // Back on the stable version: nothing of 2.9.0 is even tried.
    const tried: string[] = [];
    page.on('request', (r) => tried.push(r.url()));
    await page.reload();
    await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '1.0.0');
    expect(tried.filter((u) => u.includes('/2.9.0/'))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('a tampered byte in a published chunk: the host refuses it, falls back and reports it', async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const { folder, manifest } = await publishCopy('2.2.0');
    composition('set', 'casino', '2.2.0');
    // After publishing, one byte of the exposed module changes on the vertical's origin.
    const chunk = join(folder, manifest.exposes[0].assets.js.sync[0]);
    tamper(chunk);

    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '1.0.0');
    await expect(page.locator('[data-remote-fallback="casino"]')).toHaveCount(0);
    await expect
      .poll(async () => (await beaconReports(page, 'casino')).map((r) => `${r.phase}:${r.version}`))
      .toEqual(expect.arrayContaining(['integrity:2.2.0', 'fallback:1.0.0']));
    const refused = (await beaconReports(page, 'casino')).find((r) => r.phase === 'integrity');
    expect(refused?.error).toBe('integrity');
    const said = (await sentReports(page)).find((r) => r.phase === 'integrity' && r.version === '2.2.0');
    expect(said?.error).toContain(`${chunk.slice(t.verticals.casino.root.length)}: SHA-384 mismatch`);
    expect(problems.errors).toEqual([]);
  });

  test('a tampered byte in a lazy chunk: the browser refuses it by the hash its remote entry carries', async ({
    page,
    browser,
    baseURL,
  }) => {
    const problems = await watchPage(page);
    const { folder, manifest } = await publishCopy('2.3.0');
    composition('set', 'casino', '2.3.0');
    const first = new Set<string>(scriptsOf(manifest));
    // The chunks the slot page loads after the exposed module: the remote's own webpack runtime
    // fetches them, with the SHA-384 its (verified) remote entry carries.
    const lazy = new Set<string>();
    page.on('request', (r) => {
      const file = /\/mf\/casino\/2\.3\.0\/([^/?]+\.js)$/.exec(r.url())?.[1];
      if (file && !first.has(file)) lazy.add(file);
    });
    await page.goto('/casino/slot');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page.locator(marker).first()).toHaveAttribute('data-remote-version', '2.3.0');
    expect(lazy.size).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);

    for (const file of lazy) tamper(join(folder, file));
    // Another browser: this one keeps the good bytes in its cache (the files are immutable).
    const again = await (await browser.newContext({ baseURL })).newPage();
    await watchPage(again);
    const logged: string[] = [];
    again.on('console', (m) => logged.push(m.text()));
    await again.goto('/casino/slot');
    // The vertical's frame shows its failure state; the page around it keeps working.
    await expect(again.locator('[data-remote-fallback="casino"]')).toBeVisible();
    await expect(again.getByRole('banner')).toBeVisible();
    // Refused by the browser for its digest, not fetched and run.
    expect(logged.join('\n')).toMatch(/Failed to find a valid digest in the 'integrity' attribute/);
    await expect
      .poll(async () => (await beaconReports(again, 'casino')).map((r) => `${r.phase}:${r.version}`))
      .toContain('render:2.3.0');
  });
});
