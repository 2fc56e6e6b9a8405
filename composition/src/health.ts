// `pnpm composition health [--since 24h] [vertical]` (issue 19, item 5): per route template and
// vertical version, the p75 of the field web vitals the host reports, and per version the
// load/render failure rates of the remote beacon. The figures are in the database, so the CLI asks
// the API (GET /api/telemetry/health with the operator key); the window grammar lives here for both.
import { fail } from './refusal';

/** One row of p75 web vitals. */
export interface VitalsRow {
  route: string;
  vertical: string;
  version: string | null;
  samples: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  fcp: number | null;
  ttfb: number | null;
}
/** The beacon's load and render failures of one version. */
export interface VersionRow {
  vertical: string;
  version: string | null;
  /** Page loads that tried it: `loaded` (sent for a canary's candidate) plus load failures. */
  tried: number;
  loadFailures: number;
  renderFailures: number;
  fallbacks: number;
  /** Failures per page load tried, in percent; null without loads to count against. */
  failureRate: number | null;
}
/** The answer of GET /api/telemetry/health. */
export interface Health {
  since: string;
  window: string;
  vitals: VitalsRow[];
  versions: VersionRow[];
}

const UNITS: Record<string, number> = { m: 60, h: 3600, d: 86_400 };
/** The longest window one can ask for. */
export const MAX_WINDOW_SECONDS = 30 * 86_400;

/** A window as operators write it (`30m`, `24h`, `7d`), in seconds: 1 minute to 30 days. */
export function parseWindow(text: unknown): number {
  const match = /^([1-9][0-9]{0,4})([mhd])$/.exec(String(text ?? '').trim());
  const seconds = match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
  if (!(seconds >= 60 && seconds <= MAX_WINDOW_SECONDS))
    fail(
      `a window is a number of minutes, hours or days up to 30d (30m, 24h, 7d), not "${String(text ?? '')}"`,
    );
  return seconds;
}

const dash = '—';
type Figure = number | null | undefined;
const ms = (v: Figure) => (v === null || v === undefined ? dash : String(Math.round(v)));
const cls = (v: Figure) => (v === null || v === undefined ? dash : v.toFixed(3));
const percent = (v: Figure) => (v === null || v === undefined ? dash : `${v.toFixed(1)}%`);

/** Rows as a text table: a header line, then one line per row, columns padded to fit. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: Array<string | number>) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** The API's health answer as the text the CLI prints. */
export function formatHealth(health: Health): string {
  const out = [`Field data since ${health.since} (${health.window})`, ''];
  out.push('Web vitals, p75 (LCP, INP in ms):');
  out.push(
    health.vitals.length
      ? table(
          ['route', 'vertical', 'version', 'samples', 'LCP', 'INP', 'CLS'],
          health.vitals.map((v) => [
            v.route,
            v.vertical,
            v.version ?? dash,
            v.samples,
            ms(v.lcp),
            ms(v.inp),
            cls(v.cls),
          ]),
        )
      : '(no reports)',
  );
  out.push('', 'Load and render failures per version (page loads: a canary candidate reports its loads):');
  out.push(
    health.versions.length
      ? table(
          [
            'vertical',
            'version',
            'page loads',
            'load failures',
            'render failures',
            'failure rate',
            'fallbacks',
          ],
          health.versions.map((v) => [
            v.vertical,
            v.version ?? dash,
            v.tried || dash,
            v.loadFailures,
            v.renderFailures,
            percent(v.failureRate),
            v.fallbacks,
          ]),
        )
      : '(no reports)',
  );
  return out.join('\n');
}

/**
 * Asks the API (`api`, e.g. https://site.example; PLAYHUB_API) with the operator key (`key`;
 * OPERATOR_KEY) and prints the tables.
 */
export async function printHealth({
  since,
  vertical,
  api,
  key,
}: {
  since: string;
  vertical?: string;
  api?: string;
  key?: string;
}): Promise<void> {
  parseWindow(since);
  if (!key) fail("set OPERATOR_KEY (the API's operator key) to read the figures");
  const base = api || 'http://127.0.0.1:8080';
  const url = new URL('/api/telemetry/health', base);
  url.searchParams.set('since', since);
  if (vertical) url.searchParams.set('vertical', vertical);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-operator-key': key, 'x-locale': 'en' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    fail(`${base} is unreachable (${e.cause?.code ?? e.message}); set PLAYHUB_API to the API's address`);
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data: Health;
  } | null;
  if (!response.ok || !body?.success)
    fail(`${url.origin} answered HTTP ${response.status}${body?.message ? `: ${body.message}` : ''}`);
  console.info(formatHealth(body.data));
}
