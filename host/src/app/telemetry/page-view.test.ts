import { reportRemote } from '../composition/beacon';
import { fetchComposition } from '../composition/composition';
import {
  documentReused,
  pageView,
  pageViewReady,
  renewIfReused,
  resetPageView,
  setPageView,
  VIEW_HEADER,
} from './page-view';

// Issue 30: the host's reports carry the signed page-view token the server issued with the page.
describe('the page-view token', () => {
  beforeEach(() => resetPageView());

  it('keeps the first token given (one page view, one token) and ignores what is not one', () => {
    setPageView(undefined);
    setPageView(42);
    setPageView('x'.repeat(3000));
    expect(pageView()).toBeUndefined();
    setPageView('first.token');
    setPageView('second.token');
    expect(pageView()).toBe('first.token');
  });

  it('comes with composition.json when the page fetched it', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({}), { status: 200, headers: { [VIEW_HEADER]: 'from.header' } }),
      );
    const original = global.fetch;
    global.fetch = fetchMock;
    try {
      await fetchComposition('http://site.test/composition.json');
    } finally {
      global.fetch = original;
    }
    expect(pageView()).toBe('from.header');
  });

  it('goes with every beacon report', async () => {
    setPageView('painted.token');
    const sent: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => sent.push(body) > 0,
    });
    reportRemote({ vertical: 'casino', version: '1.0.0', entry: null, phase: 'load', error: 'x' });
    await pageViewReady();
    await Promise.resolve();
    expect(JSON.parse(await sent[0]!.text())).toMatchObject({ view: 'painted.token', phase: 'load' });
  });

  it('a page taken from the cache (304, history) asks for its own token, and reports wait for it', async () => {
    const nav = (fields: Partial<PerformanceNavigationTiming & { responseStatus: number }>) =>
      ({
        type: 'navigate',
        transferSize: 20_000,
        encodedBodySize: 19_000,
        ...fields,
      }) as PerformanceNavigationTiming;
    expect(documentReused(nav({}))).toBe(false);
    expect(documentReused(nav({ responseStatus: 304 }))).toBe(true);
    expect(documentReused(nav({ transferSize: 300 }))).toBe(true);
    expect(documentReused(nav({ type: 'back_forward' }))).toBe(true);
    expect(documentReused(undefined)).toBe(false);

    setPageView('painted.token');
    const original = global.fetch;
    let answer: (r: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    try {
      renewIfReused(true);
      const sent: Blob[] = [];
      Object.defineProperty(navigator, 'sendBeacon', {
        configurable: true,
        value: (_url: string, body: Blob) => sent.push(body) > 0,
      });
      reportRemote({ vertical: 'casino', version: '1.0.0', entry: null, phase: 'render', error: 'x' });
      await Promise.resolve();
      expect(sent).toHaveLength(0);
      answer(new Response(JSON.stringify({ data: { view: 'own.token' } }), { status: 200 }));
      await pageViewReady();
      await Promise.resolve();
      expect(pageView()).toBe('own.token');
      expect(JSON.parse(await sent[0]!.text())).toMatchObject({ view: 'own.token' });
      const [url] = (global.fetch as jest.Mock).mock.calls[0] as [URL];
      expect(String(url)).toMatch(/telemetry\/view\?path=%2F$/);
    } finally {
      global.fetch = original;
    }
  });
});
