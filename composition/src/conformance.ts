// `pnpm composition conformance <vertical> <version> [--market m]` (issue 30, item 5): runs the
// conformance suite (e2e/tests-conformance, e2e/conformance.config.ts) against the candidate in the
// market's composition and records the result as evidence (evidence.ts) with the database's
// credentials — never through an HTTP endpoint anyone could post to. The candidate is served by an
// API of the suite's own (tests-conformance/start-api.sh) from a throwaway composition: the market's
// composition as it is now, with the candidate as the vertical's version for everyone. No player's
// bucket is touched and no bucket needs forcing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE_SUITE, digestOf, type Evidence } from './evidence';
import { fail, type CompositionFile, type CompositionStore } from './store';

type Entry = CompositionFile[string];
/** Passed, failed and skipped tests of a run. */
export interface ConformanceCounts {
  passed: number;
  failed: number;
  skipped: number;
}
/** The options of {@link runConformance}. */
export interface ConformanceOptions {
  /** The repository's root (the suite is e2e/conformance.config.ts under it). */
  root: string;
  /** The market's store: its composition, with the candidate swapped in, is what the suite serves. */
  store: CompositionStore;
  /** The market's evidence; null (the file store): the run is not recorded. */
  evidence: Evidence | null;
  vertical: string;
  version: string;
  market: string;
  /** The suite's own API's port. */
  port: number;
  /** Who ran it, as recorded. */
  actor: string;
}

/** The entry of `version` beside the vertical's current one (same origin and folder layout). */
function candidateEntry(current: Entry | undefined, vertical: string, version: string): string {
  if (current?.candidate?.version === version) return current.candidate.entry;
  const entry = typeof current?.entry === 'string' ? current.entry : '';
  const swapped = entry.replace(/\/[^/]+\/mf-manifest\.json$/, `/${version}/mf-manifest.json`);
  return swapped !== entry ? swapped : `/mf/${vertical}/${version}/mf-manifest.json`;
}

/** The origins a composition's entries are on (absolute entries only): the page's policy allows them. */
function originsOf(composition: CompositionFile): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(composition)) {
    for (const entry of [value?.entry, value?.fallbackEntry, value?.candidate?.entry]) {
      if (typeof entry === 'string' && /^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
    }
  }
  return [...origins];
}

/** Passed, failed, skipped and flaky tests of a Playwright JSON report. */
function countsOf(reportFile: string): ConformanceCounts {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { stats?: Record<string, unknown> };
    const stats = report.stats ?? {};
    return {
      passed: Number(stats.expected ?? 0),
      failed: Number(stats.unexpected ?? 0) + Number(stats.flaky ?? 0),
      skipped: Number(stats.skipped ?? 0),
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

function headCommit(root: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * Runs the suite for `vertical` `version` over `store`'s composition; records the run in `evidence`
 * (null: the file store, nothing recorded). Resolves with the result and the row id.
 */
export async function runConformance({
  root,
  store,
  evidence,
  vertical,
  version,
  market,
  port,
  actor,
}: ConformanceOptions): Promise<{
  result: 'passed' | 'failed';
  counts: ConformanceCounts;
  id: number | null;
}> {
  const release = evidence ? evidence.published(vertical, version) : null;
  const integrity = release?.integrity ?? null;
  const composition = structuredClone(await store.read());
  const current = composition[vertical];
  if (!current)
    fail(`${vertical} is not in the composition of market ${market}`, 'notComposed', { vertical });
  const { candidate: _candidate, ...stable } = current;
  composition[vertical] = {
    ...stable,
    entry: candidateEntry(current, vertical, version),
    version,
    ...(integrity ? { integrity } : {}),
  };
  const work = join(root, '.data', 'conformance', `${market}-${vertical}-${version}-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const file = join(work, 'composition.json');
  const report = join(work, 'report.json');
  writeFileSync(file, JSON.stringify(composition, null, 2));
  const started = Date.now();
  const run = spawnSync('pnpm', ['--silent', 'exec', 'playwright', 'test', '-c', 'conformance.config.ts'], {
    cwd: join(root, 'e2e'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CI: '1',
      CONFORMANCE_COMPOSITION: file,
      CONFORMANCE_ORIGINS: originsOf(composition).join(','),
      CONFORMANCE_VERTICAL: vertical,
      CONFORMANCE_VERSION: version,
      CONFORMANCE_PORT: String(port),
      CONFORMANCE_REPORT: report,
    },
  });
  const counts = countsOf(report);
  const result: 'passed' | 'failed' =
    run.status === 0 && counts.failed === 0 && counts.passed > 0 ? 'passed' : 'failed';
  rmSync(work, { recursive: true, force: true });
  if (!evidence || !release) return { result, counts, id: null };
  const id = await evidence.recordConformance({
    vertical,
    version,
    integrity: release.integrity,
    commit: headCommit(root),
    result,
    suite: CONFORMANCE_SUITE,
    counts,
    composition: {
      market,
      version: await store.version(),
      digest: digestOf(composition).slice(0, 16),
    },
    actor,
    durationMs: Date.now() - started,
  });
  return { result, counts, id };
}
