/** The longest window one can ask for, in seconds. */
export const MAX_WINDOW_SECONDS: number;
/** A window (`30m`, `24h`, `7d`) in seconds; a Refusal for anything else. */
export function parseWindow(text: unknown): number;
/** Rows as a padded text table. */
export function table(header: string[], rows: Array<Array<string | number>>): string;
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
export function formatHealth(health: Health): string;
export function printHealth(options: {
  since: string;
  vertical?: string;
  api?: string;
  key?: string;
}): Promise<void>;
