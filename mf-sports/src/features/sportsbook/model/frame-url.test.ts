import { buildFrameUrl } from './frame-url';
import { sportsViews } from './views';

const base = 'https://site.example/';
const player = {
  token: 'api-token',
  username: 'demo',
  betsyCid: 'playhub-demo',
  betsyUrl: 'https://books.example/api/demo/sportsbook/betsy',
  betsyToken: 'betsy.1.x',
  betcoUrl: 'https://books.example/api/demo/sportsbook/betco',
  betcoToken: 'betco.1.y',
};

describe('buildFrameUrl', () => {
  it('gives a player the betsy frame with client id, token, language and board', () => {
    const url = buildFrameUrl({ view: sportsViews['/livespor'], auth: player, lang: 'en', baseUrl: base });
    expect(url.origin + url.pathname).toBe('https://books.example/api/demo/sportsbook/betsy');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cid: 'playhub-demo',
      token: 'betsy.1.x',
      lang: 'en',
      mode: 'live',
    });
  });

  it('gives a player the betco frame with the betco token and no client id', () => {
    const url = buildFrameUrl({
      view: sportsViews['/esports/betco'],
      auth: player,
      lang: 'tr',
      baseUrl: base,
    });
    expect(url.pathname).toBe('/api/demo/sportsbook/betco');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'betco.1.y', lang: 'tr', mode: 'esports' });
  });

  it('gives a visitor the same frame without a token, relative to the site', () => {
    const url = buildFrameUrl({
      view: sportsViews['/spor'],
      auth: null,
      lang: 'tr',
      baseUrl: 'https://site.example/app/',
    });
    expect(url.href).toBe('https://site.example/app/api/demo/sportsbook/betsy?lang=tr&mode=prematch');
  });

  it('prefers a sportsbook URL from the site options for visitors', () => {
    const url = buildFrameUrl({
      view: sportsViews['/spor/fcg'],
      auth: null,
      lang: 'en',
      baseUrl: base,
      siteUrls: { betco: 'https://betco.example/frame' },
    });
    expect(url.href).toBe('https://betco.example/frame?lang=en&mode=prematch');
  });

  it('maps every route to its brand and board', () => {
    const summary = Object.fromEntries(
      Object.entries(sportsViews).map(([p, v]) => [p, `${v.brand}/${v.mode}`]),
    );
    expect(summary).toEqual({
      '/spor': 'betsy/prematch',
      '/livespor': 'betsy/live',
      '/spor/fcg': 'betco/prematch',
      '/livespor/fcg': 'betco/live',
      '/esports': 'betsy/esports',
      '/esports/betco': 'betco/esports',
    });
  });
});
