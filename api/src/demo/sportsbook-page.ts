import { BASE_CSS, esc, scriptJson, type Lang } from './html.js';
import type { Brand } from '../integrations/sportsbook/tokens.js';
import { textsFor, tx, type TextKey } from './texts.js';

export type Mode = 'live' | 'prematch' | 'esports';
export const MODES: readonly Mode[] = ['live', 'prematch', 'esports'];

interface Match {
  league: string;
  home: string;
  away: string;
  /** Minute and score, for live matches. */
  state?: string;
  odds: [number, number | null, number];
}

const MATCHES: Record<Mode, Match[]> = {
  prematch: [
    { league: 'Süper Lig', home: 'Galatasaray', away: 'Fenerbahçe', odds: [2.1, 3.4, 3.25] },
    { league: 'Süper Lig', home: 'Beşiktaş', away: 'Trabzonspor', odds: [1.85, 3.6, 4.1] },
    { league: 'La Liga', home: 'Real Madrid', away: 'Barcelona', odds: [2.45, 3.5, 2.7] },
    { league: 'Premier League', home: 'Arsenal', away: 'Liverpool', odds: [2.3, 3.45, 2.95] },
  ],
  live: [
    { league: 'Süper Lig', home: 'Başakşehir', away: 'Göztepe', state: "63' 1–0", odds: [1.35, 4.6, 9.5] },
    {
      league: 'EuroLeague',
      home: 'Anadolu Efes',
      away: 'Fenerbahçe Beko',
      state: 'Q3 58–61',
      odds: [2.05, null, 1.75],
    },
    { league: 'Serie A', home: 'Inter', away: 'Milan', state: "21' 0–0", odds: [2.2, 3.1, 3.6] },
  ],
  esports: [
    { league: 'CS2 Major', home: 'NAVI', away: 'FaZe', odds: [1.72, null, 2.08] },
    { league: 'LoL Worlds', home: 'T1', away: 'G2', odds: [1.4, null, 2.9] },
    { league: 'Dota 2', home: 'Team Spirit', away: 'Tundra', odds: [1.95, null, 1.85] },
  ],
};

const MODE_TITLE: Record<Mode, TextKey> = {
  live: 'modeLive',
  prematch: 'modePrematch',
  esports: 'modeEsports',
};

export interface SportsbookModel {
  brand: Brand;
  mode: Mode;
  lang: Lang;
  /** Username of the verified token; null for visitors. */
  user: string | null;
}

const CSS = `${BASE_CSS}
body{padding:1rem}
.top{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;margin-bottom:1rem}
h1{margin:0;font-size:1.3rem}
.brand{color:#ffcc33}
.user{display:flex;gap:.5rem;align-items:center}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
li{display:grid;grid-template-columns:1fr auto;gap:.5rem;align-items:center;padding:.6rem .8rem;border-radius:10px;background:#182035}
.odds{display:flex;gap:.35rem}
.odds button{min-width:4.2rem}
.odds button[aria-pressed="true"]{background:#f5b400;color:#1a1300;border-color:#f5b400}
.live{color:#ff6b6b;font-weight:700;margin-left:.4rem}
.slip{margin-top:1rem;padding:.6rem .8rem;border-radius:10px;border:1px dashed #3a4663}
`;

const SCRIPT = `
(function () {
  var C = window.DEMO_SPORTSBOOK, T = C.texts;
  function post(m) { if (window.parent !== window) window.parent.postMessage(m, '*'); }
  var lastHeight = -1;
  function height() {
    var h = document.body.scrollHeight;
    if (h !== lastHeight) { lastHeight = h; post({ type: 'sportsbook:height', height: h }); }
  }
  var login = document.querySelector('[data-testid="sportsbook-login"]');
  if (login) login.addEventListener('click', function () { post({ type: 'sportsbook:login' }); });
  document.querySelector('[data-testid="sportsbook-deposit"]').addEventListener('click', function () { post({ type: 'sportsbook:deposit' }); });
  var slip = document.querySelector('[data-testid="sportsbook-slip"]');
  document.querySelectorAll('.odds button').forEach(function (b) {
    b.addEventListener('click', function () {
      var on = b.getAttribute('aria-pressed') !== 'true';
      document.querySelectorAll('.odds button').forEach(function (o) { o.setAttribute('aria-pressed', 'false'); });
      b.setAttribute('aria-pressed', String(on));
      slip.textContent = on ? T.slipPicked.replace('{pick}', b.dataset.pick).replace('{odd}', b.dataset.odd) : T.slipEmpty;
      height();
    });
  });
  window.addEventListener('resize', height);
  if (window.ResizeObserver) new ResizeObserver(height).observe(document.body);
  window.addEventListener('load', function () {
    height();
    post({ type: 'sportsbook:ready', brand: C.brand, mode: C.mode, loggedIn: C.loggedIn });
  });
})();
`;

function matchItem(m: Match, lang: Lang, i: number): string {
  const picks: [string, number | null][] = [
    ['1', m.odds[0]],
    ['X', m.odds[1]],
    ['2', m.odds[2]],
  ];
  const fmt = (n: number): string =>
    n.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2 });
  const buttons = picks
    .filter((p): p is [string, number] => p[1] !== null)
    .map(([pick, odd]) => {
      const label = `${m.home} – ${m.away}: ${pick} ${fmt(odd)}`;
      return `<button type="button" aria-pressed="false" aria-label="${esc(label)}" data-pick="${esc(`${m.home} – ${m.away} ${pick}`)}" data-odd="${fmt(odd)}">${pick} <strong>${fmt(odd)}</strong></button>`;
    })
    .join('');
  const state = m.state ? `<span class="live">${esc(m.state)}</span>` : '';
  return `<li data-testid="sportsbook-match-${i}"><div><div class="muted">${esc(m.league)}</div>
<div>${esc(m.home)} – ${esc(m.away)}${state}</div></div><div class="odds">${buttons}</div></li>`;
}

/** The demo sportsbook frame: fake matches, who is logged in, and the postMessage protocol. */
export function renderSportsbook(s: SportsbookModel): string {
  const t = (k: TextKey): string => esc(tx(s.lang, k));
  const brandName = s.brand === 'betsy' ? 'Betsy' : 'BetCo';
  const userBlock = s.user
    ? `<span data-testid="sportsbook-user">${t('loggedInAs')} <strong>${esc(s.user)}</strong></span>`
    : `<span data-testid="sportsbook-user">${t('guest')}</span><button type="button" data-testid="sportsbook-login">${t('login')}</button>`;
  const cfg = {
    brand: s.brand,
    mode: s.mode,
    loggedIn: s.user !== null,
    texts: textsFor(s.lang, ['slipPicked', 'slipEmpty']),
  };
  return `<!doctype html>
<html lang="${s.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brandName} · ${t(MODE_TITLE[s.mode])}</title><style>${CSS}</style></head>
<body data-brand="${s.brand}" data-mode="${s.mode}">
<div class="top"><h1><span class="brand">${brandName}</span> <span data-testid="sportsbook-mode">${t(MODE_TITLE[s.mode])}</span></h1>
<div class="user">${userBlock}<button type="button" class="primary" data-testid="sportsbook-deposit">${t('deposit')}</button></div></div>
<h2 class="muted" style="font-size:1rem">${t('matches')}</h2>
<ul>${MATCHES[s.mode].map((m, i) => matchItem(m, s.lang, i)).join('')}</ul>
<section class="slip" aria-label="${t('betSlip')}"><strong>${t('betSlip')}</strong>: <span data-testid="sportsbook-slip" aria-live="polite">${t('slipEmpty')}</span></section>
<script>window.DEMO_SPORTSBOOK = ${scriptJson(cfg)};</script><script>${SCRIPT}</script>
</body></html>`;
}

/** The first bytes of a sportsbook that never finishes loading (no load event, no messages). */
export function renderHangStart(lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(tx(lang, 'loading'))}</title></head><body><p>${esc(tx(lang, 'loading'))}</p>`;
}
