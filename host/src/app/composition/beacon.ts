import { apiBaseUrl } from '@playhub/shared/api';
import { pageView, pageViewReady } from '../telemetry/page-view';

/**
 * A report of a vertical that did not load or render as composed (issue 10 health gate): an entry
 * failed to load (`load`, after its retries), was refused because it needs a newer `@playhub/shared`
 * than the host provides (`incompatible`), had a script refused for a missing or wrong SHA-384
 * (`integrity`), a later candidate served instead (`fallback`), or the mounted vertical threw
 * (`render`); and `loaded`, either side of a canary that loaded (issue 21: the automatic abort
 * compares failures with loads, the candidate's with the stable version's).
 */
export interface RemoteReport {
  vertical: string;
  version: string | null;
  entry: string | null;
  phase: 'load' | 'incompatible' | 'integrity' | 'fallback' | 'render' | 'loaded';
  error: string;
}

/** Version of an entry in a versioned folder (`/mf/<name>/<version>/mf-manifest.json`). */
export function versionOfEntry(entry: string | null | undefined): string | null {
  return entry ? (/\/mf\/[^/]+\/([^/]+)\/mf-manifest\.json/.exec(entry)?.[1] ?? null) : null;
}

/** Sends a report to the API without delaying anything (sendBeacon survives page unloads too). */
export function reportRemote(report: RemoteReport): void {
  // The page-view token makes the report count (api: routes telemetry/remote).
  void pageViewReady().then(() => send(report));
}

function send(report: RemoteReport): void {
  const body = JSON.stringify({ ...report, error: report.error.slice(0, 500), view: pageView() });
  const url = new URL('telemetry/remote', apiBaseUrl()).toString();
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}
