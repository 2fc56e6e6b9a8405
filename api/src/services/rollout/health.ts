import type { Db } from '../../db/index.js';
import type { Health, VersionRow, VitalsRow } from '@playhub/composition/health';

/** Beacon phases that mean a page tried a version and it did not load. */
export const LOAD_FAILURES = ['load', 'integrity', 'incompatible'] as const;

/**
 * Page loads that tried a version and how many failed, from its beacon counts by phase: tried =
 * `loaded` (sent for a canary's candidate) + load failures; failed = load failures + `render`.
 */
export function loadFigures(byPhase: Record<string, number>) {
  const loadFailures = LOAD_FAILURES.reduce((sum, p) => sum + (byPhase[p] ?? 0), 0);
  const renderFailures = byPhase.render ?? 0;
  const tried = (byPhase.loaded ?? 0) + loadFailures;
  const failed = loadFailures + renderFailures;
  return {
    tried,
    failed,
    loadFailures,
    renderFailures,
    percent: tried === 0 ? null : (100 * failed) / tried,
  };
}

/** What a health read covers: since when, optionally one vertical and one device class. */
export interface HealthQuery {
  since: Date;
  vertical?: string | null;
  device?: 'phone' | 'desktop' | null;
  /** `vertical version` of the composition's canary candidates: their rate is measured even before a load succeeds. */
  candidates?: ReadonlySet<string>;
}

/**
 * The failure rate shown for a version: only where its page loads are counted (a canary's candidate,
 * or a version that sent `loaded` reports). A stable version reports its failures and never its
 * loads, so its one failure over "one load" read 100 % (issue 33, item 11): null, not measured.
 */
export function shownRate(phases: Record<string, number>, candidate: boolean): number | null {
  if (!candidate && !(phases.loaded ?? 0)) return null;
  return loadFigures(phases).percent;
}

/** Per vertical version: the beacon's load and render failures since `since`, with their rate. */
export async function versionFailures(db: Db, q: HealthQuery): Promise<VersionRow[]> {
  const rows = await db.query<{
    vertical: string;
    version: string | null;
    phase: string;
    n: number | string;
  }>(
    `SELECT vertical, version, phase, count(*) AS n FROM remote_reports
     WHERE created_at >= $1::timestamptz AND ($2::text IS NULL OR vertical = $2::text)
     GROUP BY vertical, version, phase`,
    [q.since.toISOString(), q.vertical ?? null],
  );
  const byVersion = new Map<
    string,
    { vertical: string; version: string | null; phases: Record<string, number> }
  >();
  for (const r of rows) {
    const key = `${r.vertical}\n${r.version ?? ''}`;
    const entry = byVersion.get(key) ?? { vertical: r.vertical, version: r.version, phases: {} };
    entry.phases[r.phase] = Number(r.n);
    byVersion.set(key, entry);
  }
  return [...byVersion.values()]
    .map(({ vertical, version, phases }) => {
      const f = loadFigures(phases);
      return {
        vertical,
        version,
        tried: f.tried,
        loadFailures: f.loadFailures,
        renderFailures: f.renderFailures,
        fallbacks: phases.fallback ?? 0,
        failureRate: shownRate(phases, q.candidates?.has(`${vertical} ${version ?? ''}`) ?? false),
      };
    })
    .sort((a, b) => a.vertical.localeCompare(b.vertical) || (a.version ?? '').localeCompare(b.version ?? ''));
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The p75 of each web vital per route template and vertical version since `since`. */
export async function vitalsP75(db: Db, q: HealthQuery): Promise<VitalsRow[]> {
  const p75 = (c: string) => `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${c}) AS ${c}`;
  const rows = await db.query<{
    route: string;
    vertical: string;
    version: string | null;
    samples: number | string;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
    fcp: number | null;
    ttfb: number | null;
  }>(
    `SELECT route, vertical, version, count(*) AS samples,
       ${['lcp', 'inp', 'cls', 'fcp', 'ttfb'].map(p75).join(', ')}
     FROM web_vitals
     WHERE created_at >= $1::timestamptz AND ($2::text IS NULL OR vertical = $2::text)
       AND ($3::text IS NULL OR device = $3::text)
     GROUP BY route, vertical, version
     ORDER BY vertical, version, route
     LIMIT 500`,
    [q.since.toISOString(), q.vertical ?? null, q.device ?? null],
  );
  return rows.map((r) => ({
    route: r.route,
    vertical: r.vertical,
    version: r.version,
    samples: Number(r.samples),
    lcp: num(r.lcp),
    inp: num(r.inp),
    cls: num(r.cls),
    fcp: num(r.fcp),
    ttfb: num(r.ttfb),
  }));
}

/** Both reads over one window (`window`: its text, `24h`). */
export async function fieldHealth(db: Db, q: HealthQuery & { window: string }): Promise<Health> {
  const [vitals, versions] = await Promise.all([vitalsP75(db, q), versionFailures(db, q)]);
  return { since: q.since.toISOString(), window: q.window, vitals, versions };
}
