import { reportRemote } from '../composition/beacon';
import { fetchComposition } from '../composition/composition';
import { pageView, resetPageView, setPageView, VIEW_HEADER } from './page-view';

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
    const fetchMock = jest.fn().mockResolvedValue(
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
    expect(JSON.parse(await sent[0]!.text())).toMatchObject({ view: 'painted.token', phase: 'load' });
  });
});
