import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CompositionSource } from './composition.js';
import { loadFigures } from './health.js';
import { startPeriodic } from '../periodic.js';
import { audit } from '../operators.js';

/** What the beacon says about one candidate over the window. */
export interface CanaryHealth {
  vertical: string;
  version: string;
  /** Page loads that tried the candidate: loaded, or failed to load. */
  tried: number;
  /** Of those, the ones that failed to load or threw while rendering. */
  failed: number;
  byPhase: Record<string, number>;
  /** The abort's reason, or null when the candidate stays. */
  abortReason: string | null;
  /** The stable version over the same window, when it was measured (its side of the canary reports its loads). */
  stable?: { version: string; tried: number; failed: number };
}

type Settings = AppConfig['rollout'];

/** Page loads of one version since `from`, by phase: each row is one signed page view's report. */
async function versionPhases(db: Db, vertical: string, version: string, from: Date) {
  const rows = await db.query<{ phase: string; n: number | string }>(
    `SELECT phase, count(*) AS n FROM remote_reports
     WHERE vertical = $1 AND version = $2 AND created_at >= $3::timestamptz
       AND phase IN ('loaded', 'load', 'integrity', 'incompatible', 'render')
     GROUP BY phase`,
    [vertical, version, from.toISOString()],
  );
  return Object.fromEntries(rows.map((r) => [r.phase, Number(r.n)]));
}

/**
 * Judges one candidate from the beacon rows of its vertical and version since `from` (each row one
 * signed page view's report, once per view: see routes telemetry/remote): too few page loads
 * decide nothing (one failure of one load must not abort); above the threshold, the candidate is
 * compared with the stable version over the same window, when enough of its page loads were
 * measured: a candidate that fails no more than the stable version plus the threshold stays (the
 * cause is common to both: a network, a provider), else the reason the history records.
 */
export async function canaryHealth(
  db: Db,
  vertical: string,
  version: string,
  from: Date,
  settings: Pick<Settings, 'abortFailurePercent' | 'minSample' | 'windowSeconds'>,
  stableVersion: string | null = null,
): Promise<CanaryHealth> {
  const byPhase = await versionPhases(db, vertical, version, from);
  const figures = loadFigures(byPhase);
  const { tried, failed } = figures;
  const percent = figures.percent ?? 0;
  const stableFigures =
    stableVersion && stableVersion !== version
      ? loadFigures(await versionPhases(db, vertical, stableVersion, from))
      : null;
  const stable =
    stableFigures && stableVersion
      ? { version: stableVersion, tried: stableFigures.tried, failed: stableFigures.failed }
      : undefined;
  const stableMeasured = stableFigures !== null && stableFigures.tried >= settings.minSample;
  const stablePercent = stableMeasured ? (stableFigures.percent ?? 0) : 0;
  const over =
    tried >= settings.minSample &&
    percent > settings.abortFailurePercent &&
    percent - stablePercent > settings.abortFailurePercent;
  const phases = Object.entries(byPhase)
    .filter(([phase]) => phase !== 'loaded')
    .map(([phase, n]) => `${phase} ${n}`)
    .join(', ');
  const compared = stableMeasured
    ? `; stable ${stableVersion}: ${stablePercent.toFixed(1)}% of ${stableFigures.tried}`
    : '';
  return {
    vertical,
    version,
    tried,
    failed,
    byPhase,
    ...(stable ? { stable } : {}),
    abortReason: over
      ? `automatic: ${percent.toFixed(1)}% of ${tried} page loads failed (${phases}) since ${from.toISOString()}, above ${settings.abortFailurePercent}% (window ${settings.windowSeconds} s, at least ${settings.minSample} loads)${compared}`
      : null,
  };
}

/**
 * One pass over every canary of the composition: each one whose failure rate is above the
 * threshold is aborted (everyone back on the stable version), with the reason in the history.
 * Every API instance runs it; the file's lock and the candidate check make the abort happen once.
 */
export async function checkCanaries(
  db: Db,
  source: CompositionSource,
  settings: Settings,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<CanaryHealth[]> {
  const composition = source.read();
  const aborted: CanaryHealth[] = [];
  for (const [vertical, value] of Object.entries(composition ?? {})) {
    const candidate = value?.candidate;
    if (!candidate?.entry || !candidate.version || !candidate.since) continue;
    const since = new Date(candidate.since);
    const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000);
    const from = Number.isNaN(since.getTime()) || since < windowStart ? windowStart : since;
    const stableVersion = typeof value.version === 'string' ? value.version : null;
    const health = await canaryHealth(db, vertical, candidate.version, from, settings, stableVersion);
    if (!health.abortReason) continue;
    if (await source.abortCanary(vertical, candidate, health.abortReason, 'auto-abort')) {
      log?.warn({ ...health }, 'canary aborted automatically');
      await audit(db, { system: 'auto-abort' }, 'canary.abort', vertical, {
        version: candidate.version,
        reason: health.abortReason,
        market: source.market,
      });
      aborted.push(health);
    }
  }
  return aborted;
}

/** Runs {@link checkCanaries} every `checkSeconds`; returns its stop function (see {@link startPeriodic}). */
export function startAutoAbort(
  db: Db,
  source: CompositionSource,
  settings: Settings,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const every = settings.checkSeconds * 1000;
  return startPeriodic(() => checkCanaries(db, source, settings, log), {
    firstDelayMs: every,
    everyMs: every,
    onError: (err) => log.error({ err }, 'canary check failed'),
  });
}
