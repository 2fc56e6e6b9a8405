import { apiBaseUrl } from '@playhub/shared/api';
import type { VerticalName } from '@playhub/shared/contracts';
import { matchPath } from '@playhub/shared/router';
import { breakpoints } from '@playhub/shared/theme';
import * as webVitals from 'web-vitals';
import { pageView } from './page-view';

/**
 * Field data (issue 19, item 5): the page's web vitals, with the route template, the vertical and
 * version that drew it and a device class, so `pnpm composition health` can show a slow version
 * after a swap. Nothing identifies the player: no ids, no cookies (`credentials: 'omit'`), nothing
 * stored on the device.
 */

/** The metrics reported, as `web-vitals` names them. */
export type MetricName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One report: a page view's metrics (each at most once), and what drew the page. */
export interface VitalsReport {
  /** The route pattern that matched (`/casino/play/*`), never the path itself. */
  route: string;
  vertical: VerticalName | 'host';
  version: string | null;
  device: 'phone' | 'desktop';
  metrics: Partial<Record<MetricName, number>>;
}

import type { VitalsSource } from './vitals';

/** The host's own pages (frame.tsx); every other path belongs to a vertical. */
const HOST_ROUTES = ['/pages/:id'];

/** react-router's ranking: a static segment beats a parameter, which beats a splat. */
function score(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  return segments.reduce(
    (sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10),
    segments.length + 1,
  );
}

/** The pattern among `patterns` that the router would render for `pathname`, else `/*`. */
export function routeTemplate(pathname: string, patterns: readonly string[]): string {
  let best: string | null = null;
  for (const raw of patterns) {
    const pattern = raw.startsWith('/') ? raw : `/${raw}`;
    if (!matchPath({ path: pattern, end: true }, pathname)) continue;
    if (best === null || score(pattern) > score(best)) best = pattern;
  }
  return best ?? '/*';
}

/** Phone or desktop, by the frame's own breakpoint. */
export function deviceClass(): 'phone' | 'desktop' {
  return window.matchMedia(`(max-width: ${breakpoints.mobileMax - 0.02}px)`).matches ? 'phone' : 'desktop';
}

/** Who drew `pathname`: the owning vertical (the version the registry loaded) or the host. */
export function describePage(source: VitalsSource, pathname: string): Omit<VitalsReport, 'metrics'> {
  const owner = source.ownerOfPath(pathname);
  const device = deviceClass();
  if (!owner) return { route: routeTemplate(pathname, HOST_ROUTES), vertical: 'host', version: null, device };
  const routes = source.peek(owner)?.routes?.map((r) => r.path) ?? [];
  return {
    route: routeTemplate(pathname, routes),
    vertical: owner,
    version: source.loadedVersion(owner),
    device,
  };
}

/** Sends a report; no cookies, survives the page's unload (`keepalive`). */
export function sendVitals(report: VitalsReport): void {
  const url = new URL('telemetry/vitals', apiBaseUrl()).toString();
  void fetch(url, {
    method: 'POST',
    // The page-view token makes the report count (api: routes telemetry/vitals). Sent as the page
    // hides, long after a reused page asked for its own (page-view.ts): no wait here.
    body: JSON.stringify({ ...report, view: pageView() }),
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

type Reporter = (callback: (metric: { name: MetricName; value: number }) => void) => void;
/** The part of `web-vitals` used here. */
export interface WebVitals {
  onLCP: Reporter;
  onINP: Reporter;
  onCLS: Reporter;
  onFCP: Reporter;
  onTTFB: Reporter;
}

/**
 * Collects the metrics of this page view and sends them once, together, when the page is hidden
 * (each metric at most once: a value reported after that, e.g. after a back-forward restore, is
 * another page view's and is dropped). The landing path decides what drew the page: LCP and CLS are
 * the landing page's.
 */
export function collectVitals(source: VitalsSource, pathname: string, vitals: WebVitals = webVitals): void {
  const pending: Partial<Record<MetricName, number>> = {};
  const sent = new Set<MetricName>();
  const record = ({ name, value }: { name: MetricName; value: number }) => {
    if (!sent.has(name) && Number.isFinite(value)) pending[name] = value;
  };
  for (const on of [vitals.onTTFB, vitals.onFCP, vitals.onLCP, vitals.onCLS, vitals.onINP]) on(record);
  const flush = () => {
    const names = Object.keys(pending) as MetricName[];
    if (names.length === 0) return;
    const metrics = { ...pending };
    for (const name of names) {
      sent.add(name);
      delete pending[name];
    }
    sendVitals({ ...describePage(source, pathname), metrics });
  };
  // After web-vitals' own listeners (theirs capture on window), so its final values are in. Not on
  // `pagehide`: closing a tab fires it before `visibilitychange`, before LCP and CLS are final, and
  // the page view would be reported twice; browsers fire `visibilitychange` on unload too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
