import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  builtAgainstShared,
  builtWithFederationRuntime,
  deployRewrittenRelease,
  fileStamps,
  repoRoot,
  needingSingleton,
  takingHostRuntimePart,
  type Topology,
} from '../support/topology';
import { composition, compositionResult, giveEvidence } from './cli';
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
import type { Page } from '@playwright/test';

/**
 * Loads the home page and expects the casino served by `version` (a fallback, so no fallback box and
 * no page error), and the beacon to have recorded `phases` (e.g. `load:3.0.0`, `fallback:2.0.0`).
 */
async function expectCasinoFallback(
  page: Page,
  problems: { errors: unknown[] },
  version: string,
  phases: string[],
) {
  await page.goto('/');
  await expect(page.getByTestId('casino-home')).toBeVisible();
  await expect(page.locator('[data-remote="casino"]').first()).toHaveAttribute(
    'data-remote-version',
    version,
  );
  await expect(page.locator('[data-remote-fallback="casino"]')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
  await expect
    .poll(async () => (await beaconReports(page, 'casino')).map((r) => `${r.phase}:${r.version}`))
    .toEqual(expect.arrayContaining(phases));
}

/**
 * Deploys casino `version` as 2.0.0 rewritten by `rewrite` (built differently), and expects the
 * operator's CLI to refuse it with `cliSays` (the set is forced then) and the page to refuse it
 * with `pageSays` and serve 2.0.0.
 */
async function expectRefusedRelease(
  page: Page,
  topology: Topology,
  release: { version: string; rewrite: Parameters<typeof deployRewrittenRelease>[2] },
  cliSays: string,
  pageSays: string,
) {
  const problems = await watchPage(page);
  const versions = join(topology.verticals.casino.root, 'mf', 'casino');
  const hostManifest = `${topology.gateway.origin}/mf-manifest.json`;
  deployRewrittenRelease(join(versions, '2.0.0'), join(versions, release.version), release.rewrite);
  composition('set', 'casino', '2.0.0', '--force');

  const refused = compositionResult(['set', 'casino', release.version], hostManifest);
  expect(refused.ok).toBe(false);
  expect(refused.out).toContain(cliSays);
  composition('set', 'casino', release.version, '--force');

  await expectCasinoFallback(page, problems, '2.0.0', [`incompatible:${release.version}`, 'fallback:2.0.0']);
  const refusedByPage = (await beaconReports(page, 'casino')).find(
    (r) => r.version === release.version && r.phase === 'incompatible',
  );
  // Stored by its class (free text never reaches operators as sent); the page said why.
  expect(refusedByPage?.error).toBe('incompatible');
  const said = (await sentReports(page)).find(
    (r) => r.version === release.version && r.phase === 'incompatible',
  );
  expect(said?.error).toBe(pageSays);
  expect(said?.view, 'the report carries the page-view token').toMatch(/^[\w-]+\.[\w-]{22}$/);
}

test.describe.configure({ mode: 'serial' });

test.describe('operator swap, broken version and rollback of one vertical', () => {
  // Leave the composition as the suite found it for the other files.
  keepCompositionAsFound();
  /** The history row before this file's changes (the history only grows). */
  let since = 0;

  test.beforeAll(async () => {
    since = await lastHistoryId();
  });

  test('casino v1 → v2 with `pnpm composition set`; nothing else is touched', async ({ page, topology }) => {
    const problems = await watchPage(page);
    const original = (await storedComposition()).composition;
    const marker = page.locator('[data-remote="casino"]').first();
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await expect(marker).toHaveAttribute('data-remote-version', '1.0.0');

    const deployed = [join(topology.dir, 'host'), join(topology.dir, 'origins')];
    const before = deployed.map(fileStamps);
    const out = composition('set', 'casino', '2.0.0');
    expect(out).toContain('/mf/casino/2.0.0/mf-manifest.json');
    // The host and every version folder of every vertical are byte-for-byte and stat-for-stat the same.
    expect(deployed.map(fileStamps)).toEqual(before);
    const written = (await storedComposition()).composition;
    expect(written.casino).toMatchObject({
      entry: `${topology.verticals.casino.origin}/mf/casino/2.0.0/mf-manifest.json`,
      version: '2.0.0',
      fallbackEntry: `${topology.verticals.casino.origin}/mf/casino/1.0.0/mf-manifest.json`,
    });
    expect(written.sports).toEqual(original.sports);

    const v2 = page.waitForRequest(`${topology.verticals.casino.origin}/mf/casino/2.0.0/remoteEntry.js`);
    await page.reload();
    await v2;
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await expect(marker).toHaveAttribute('data-remote-version', '2.0.0');
    expect(problems.errors).toEqual([]);
  });

  test('a broken v3 falls back to v2 and is reported; rollback returns to v2', async ({ page, topology }) => {
    const problems = await watchPage(page);
    const versions = join(topology.verticals.casino.root, 'mf', 'casino');
    // v3 is published, then deployed broken: its manifest names a remoteEntry.js that is not there.
    cpSync(join(versions, '2.0.0'), join(versions, '3.0.0'), { recursive: true });
    composition('publish', 'casino', '3.0.0', join(versions, '3.0.0'));
    await giveEvidence('casino', '3.0.0');
    rmSync(join(versions, '3.0.0', 'remoteEntry.js'));
    composition('set', 'casino', '3.0.0');

    // The host told the API: v3 failed to load, v2 served as the fallback.
    await expectCasinoFallback(page, problems, '2.0.0', ['load:3.0.0', 'fallback:2.0.0']);
    const marker = page.locator('[data-remote="casino"]').first();
    const failed = (await beaconReports(page, 'casino')).find(
      (r) => r.phase === 'load' && r.version === '3.0.0',
    );
    expect(failed?.entry).toBe(`${topology.verticals.casino.origin}/mf/casino/3.0.0/mf-manifest.json`);
    expect(failed?.error).toBeTruthy();

    const out = composition('rollback', 'casino');
    expect(out).toContain('rolled back');
    expect((await storedComposition()).composition.casino?.entry).toBe(
      `${topology.verticals.casino.origin}/mf/casino/2.0.0/mf-manifest.json`,
    );
    await page.reload();
    await expect(marker).toHaveAttribute('data-remote-version', '2.0.0');
    const history = await historyAfter(since);
    expect(history.filter((l) => l.action !== 'publish').map((l) => [l.action, l.vertical, l.to])).toEqual([
      ['set', 'casino', `${topology.verticals.casino.origin}/mf/casino/2.0.0/mf-manifest.json`],
      ['set', 'casino', `${topology.verticals.casino.origin}/mf/casino/3.0.0/mf-manifest.json`],
      ['rollback', 'casino', `${topology.verticals.casino.origin}/mf/casino/2.0.0/mf-manifest.json`],
    ]);
    // Each a version of its own, one after the other.
    const made = history.filter((l) => l.version !== null).map((l) => l.version!);
    expect(made).toEqual(made.map((_, i) => made[0]! + i));
    expect(composition('history', 'casino')).toContain('rollback');
  });

  test('a version built against a newer minor of shared falls back to the previous version and is reported', async ({
    page,
    topology,
  }) => {
    const problems = await watchPage(page);
    const versions = join(topology.verticals.casino.root, 'mf', 'casino');
    const hostManifest = `${topology.gateway.origin}/mf-manifest.json`;
    // Casino 2.1.0 is 2.0.0 built against the next minor of the host's @playhub/shared (X.Y.Z → X.Y+1.0).
    const hostJson = await (await page.request.get(hostManifest)).json();
    const hostShared = hostJson.shared.find((s: { name: string }) => s.name === '@playhub/shared/contracts');
    // The host serves the previous runtime major too (the N−1 window): its message names both.
    const previousMajor: string | undefined = hostJson.metaData?.runtimeWindow?.previous;
    const host = String(hostShared.version);
    expect(host).toBe(JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8')).version);
    const [major, minor] = host.split('.').map(Number);
    const newer = `${major}.${minor! + 1}.0`;
    deployRewrittenRelease(join(versions, '2.0.0'), join(versions, '2.1.0'), builtAgainstShared(newer));

    // The operator's CLI, knowing the deployed host, refuses it; --force sets it anyway.
    const refused = compositionResult(['set', 'casino', '2.1.0'], hostManifest);
    expect(refused.ok).toBe(false);
    expect(refused.out).toContain(`built against @playhub/shared ${newer} (needs ^${newer})`);
    expect(refused.out).toContain(`the deployed host provides ${host}`);
    expect((await storedComposition()).composition.casino?.version).toBe('2.0.0');
    composition('set', 'casino', '2.1.0', '--force');
    expect((await storedComposition()).composition.casino).toMatchObject({
      version: '2.1.0',
      fallbackEntry: `${topology.verticals.casino.origin}/mf/casino/2.0.0/mf-manifest.json`,
    });

    // Refused from its manifest (not a load failure, not retried), then v2 served as the fallback.
    await expectCasinoFallback(page, problems, '2.0.0', ['incompatible:2.1.0', 'fallback:2.0.0']);
    const all = await beaconReports(page, 'casino');
    // The page said why (the reports as sent); operators read the class (issue 30).
    const sent = await sentReports(page);
    expect(
      sent.some((r) => r.phase === 'fallback' && r.error?.includes(`built against @playhub/shared ${newer}`)),
    ).toBe(true);
    const reports = all.filter((r) => r.version === '2.1.0');
    expect(reports.map((r) => r.phase)).toEqual(['incompatible']);
    expect(reports[0]?.entry).toBe(`${topology.verticals.casino.origin}/mf/casino/2.1.0/mf-manifest.json`);
    expect(reports[0]?.error).toBe('incompatible');
    expect(sent.find((r) => r.version === '2.1.0')?.error).toBe(
      `built against @playhub/shared ${newer} (needs ^${newer}); the host provides ${[host, previousMajor].filter(Boolean).join(' and ')}`,
    );
  });

  test('a version built with another minor of the federation runtime is refused by the CLI and by the page', async ({
    page,
    topology,
  }) => {
    const hostManifest = `${topology.gateway.origin}/mf-manifest.json`;
    const runtime = String((await (await page.request.get(hostManifest)).json()).metaData.pluginVersion);
    const [major, minor] = runtime.split('.').map(Number);
    const other = `${major}.${minor! + 1}.0`;
    await expectRefusedRelease(
      page,
      topology,
      { version: '2.4.0', rewrite: builtWithFederationRuntime(other) },
      `built with the federation runtime ${other} but the deployed host runs ${runtime}`,
      `built with the federation runtime ${other}; the host runs ${runtime} (another major or minor)`,
    );
  });

  test('a version that runs on a part of the federation runtime the host does not provide is refused by the CLI and by the page', async ({
    page,
    topology,
  }) => {
    // The deployed host records what it hands to the verticals: its runtime-core only. A casino built
    // when hosts also handed over their bundler runtime (issue 31 removed that) takes both parts.
    const hostManifest = `${topology.gateway.origin}/mf-manifest.json`;
    const host = (await (await page.request.get(hostManifest)).json()).metaData.hostRuntime;
    expect(host).toEqual({ provides: ['runtime-core'] });
    await expectRefusedRelease(
      page,
      topology,
      { version: '2.5.0', rewrite: takingHostRuntimePart('bundler-runtime') },
      "runs on the host's bundler-runtime, which the deployed host does not provide",
      "runs on the host's bundler-runtime, which this host does not provide",
    );
  });

  test('a version that needs a newer React than the host’s is refused by the CLI and by the page (one rule)', async ({
    page,
    topology,
  }) => {
    // The page has one React, the host's: a vertical whose range it does not satisfy would break it.
    const hostManifest = `${topology.gateway.origin}/mf-manifest.json`;
    const hostReact = (await (await page.request.get(hostManifest)).json()).shared.find(
      (s: { name: string }) => s.name === 'react',
    ).version;
    await expectRefusedRelease(
      page,
      topology,
      { version: '2.6.0', rewrite: needingSingleton('react', '^99.0.0') },
      `needs react ^99.0.0 (the host has ${hostReact})`,
      `needs react ^99.0.0 (the host has ${hostReact}): one copy of each is the page's, the host's`,
    );
  });
});
