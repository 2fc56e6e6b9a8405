import { collectVitals, describePage, routeTemplate, type WebVitals } from './collect';
import type { VitalsSource } from './vitals';

// The real library observes the browser's performance entries; here each reporter is driven by hand.
jest.mock('web-vitals', () => ({}));

const casinoRoutes = ['/', '/casino/slot', '/casino/:category', '/casino/play/*', '/promotions'];

const source: VitalsSource = {
  ownerOfPath: (p) => (p === '/' || p.startsWith('/casino') ? 'casino' : null),
  peek: () => ({ routes: casinoRoutes.map((path) => ({ path })) }),
  loadedVersion: () => '2.0.0',
};

function setViewport(phone: boolean) {
  window.matchMedia = ((query: string) => ({ matches: phone, media: query })) as typeof window.matchMedia;
}

describe('routeTemplate', () => {
  test('the pattern the router renders, never the path with its ids', () => {
    expect(routeTemplate('/', casinoRoutes)).toBe('/');
    expect(routeTemplate('/casino/slot', casinoRoutes)).toBe('/casino/slot');
    expect(routeTemplate('/casino/live', casinoRoutes)).toBe('/casino/:category');
    expect(routeTemplate('/casino/play/12345/evolution', casinoRoutes)).toBe('/casino/play/*');
    expect(routeTemplate('/nowhere/42', casinoRoutes)).toBe('/*');
  });
});

describe('describePage', () => {
  test('the owning vertical, the version its registry loaded, and the device class', () => {
    setViewport(true);
    expect(describePage(source, '/casino/play/998877')).toEqual({
      route: '/casino/play/*',
      vertical: 'casino',
      version: '2.0.0',
      device: 'phone',
    });
    setViewport(false);
    expect(describePage(source, '/pages/12')).toEqual({
      route: '/pages/:id',
      vertical: 'host',
      version: null,
      device: 'desktop',
    });
  });
});

describe('collectVitals', () => {
  type Callback = (m: { name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'; value: number }) => void;
  const callbacks: Record<string, Callback> = {};
  const vitals = Object.fromEntries(
    ['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB'].map((k) => [
      k,
      (cb: Callback) => void (callbacks[k] = cb),
    ]),
  ) as unknown as WebVitals;
  let visibility: DocumentVisibilityState = 'visible';
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));

  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    global.fetch = fetchMock as unknown as typeof fetch;
    setViewport(false);
  });

  test('one batch when the page is hidden, each metric once, no cookies, nothing identifying', () => {
    collectVitals(source, '/casino/play/4711', vitals);
    callbacks.onTTFB!({ name: 'TTFB', value: 120 });
    callbacks.onFCP!({ name: 'FCP', value: 800 });
    callbacks.onLCP!({ name: 'LCP', value: 1500 });
    callbacks.onCLS!({ name: 'CLS', value: 0.02 });
    expect(fetchMock).not.toHaveBeenCalled();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/telemetry\/vitals$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({
      route: '/casino/play/*',
      vertical: 'casino',
      version: '2.0.0',
      device: 'desktop',
      metrics: { TTFB: 120, FCP: 800, LCP: 1500, CLS: 0.02 },
    });

    // Back and hidden again: only what was not sent yet (INP), and a repeat of LCP is dropped.
    visibility = 'visible';
    callbacks.onLCP!({ name: 'LCP', value: 9000 });
    callbacks.onINP!({ name: 'INP', value: 180 });
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(
      JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body)).metrics,
    ).toEqual({
      INP: 180,
    });
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
