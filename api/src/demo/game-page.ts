import { BASE_CSS, esc, scriptJson, type Lang } from './html.js';
import type { DemoProvider } from './providers.js';
import { textsFor, tx } from './texts.js';

export const STAKES = [1, 5, 10] as const;
// Plain glyphs every system font has (emoji need a colour font the test browser may lack).
export const SYMBOLS = ['♣', '♥', '★', '♦', '♠', '7'] as const;

export interface GamePageModel {
  provider: DemoProvider;
  gameName: string;
  lang: Lang;
  session: string;
  balance: number;
  /** closeurl of the launch URL (EGT posts its exit message only for com.egt-bg.postMessage). */
  closeUrl: string;
  lobbyUrl: string | null;
  /** The player's market allows autoplay (issue 30, item 4): the page offers it only then. */
  autoplay: boolean;
}

const CSS = `${BASE_CSS}
body{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:1rem;gap:1rem;background:radial-gradient(circle at top,#26315a,#101522 70%)}
header{text-align:center}
h1{margin:0;font-size:1.5rem}
.badge{display:inline-block;margin-top:.25rem;font-size:.8rem;padding:.1rem .5rem;border-radius:99px;background:#2b3656}
.balance{font-size:1.1rem}
.reels{display:flex;gap:.5rem}
.reel{width:4.5rem;height:4.5rem;display:grid;place-items:center;font-size:2.4rem;font-weight:800;border-radius:12px;background:#f6f2e8;color:#7a1020;box-shadow:inset 0 -4px 0 #d9d2c0}
.reels.spinning .reel{animation:blink .15s linear infinite alternate}
@keyframes blink{to{opacity:.35}}
.controls,.footer{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;justify-content:center}
.message{min-height:1.5em;text-align:center}
.message.win{color:#7dff9b;font-weight:700}
.message.error{color:#ff8f8f}
@media (prefers-reduced-motion:reduce){.reels.spinning .reel{animation:none}}
`;

// Runs in the game frame. Exit and reload speak the provider's real messages (providers.ts).
const SCRIPT = `
(function () {
  var C = window.DEMO_GAME, T = C.texts;
  var $ = function (id) { return document.querySelector('[data-testid="' + id + '"]'); };
  var money = new Intl.NumberFormat(C.lang === 'en' ? 'en-GB' : 'tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  var spinBtn = $('demo-spin'), stake = $('demo-stake'), msg = $('demo-message'), reels = $('demo-reels');
  function post(m) { if (window.parent !== window) window.parent.postMessage(m, '*'); }
  function say(text, kind) { msg.textContent = text; msg.className = 'message' + (kind ? ' ' + kind : ''); }
  function showBalance(b) { $('demo-balance').textContent = money.format(b); }
  function showReels(symbols) {
    var cells = reels.querySelectorAll('.reel');
    for (var i = 0; i < cells.length; i++) cells[i].textContent = symbols[i];
    reels.setAttribute('aria-label', T.reels + ': ' + symbols.join(' '));
  }
  showBalance(C.balance);
  // One spin; resolves true when it was played (autoplay goes on only then).
  function spin(auto) {
    spinBtn.disabled = true; reels.classList.add('spinning'); say(T.spinning);
    // text/plain keeps this a simple request: inside a sandboxed srcdoc the page has an opaque origin.
    return fetch('/api/demo/game/spin', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ session: C.session, stake: Number(stake.value), auto: auto }) })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        var d = res.data;
        if (d && typeof d.balance === 'number') showBalance(d.balance);
        if (!res.success) { say(res.message, 'error'); return false; }
        showReels(d.reels);
        if (d.win > 0) say(T.win.replace('{amount}', money.format(d.win)), 'win'); else say(T.lose);
        return true;
      })
      .catch(function () { say(T.networkError, 'error'); return false; })
      .then(function (played) { spinBtn.disabled = false; reels.classList.remove('spinning'); return played; });
  }
  spinBtn.addEventListener('click', function () { spin(false); });
  var autoBtn = $('demo-autoplay'), left = 0;
  function stopAuto() { left = 0; autoBtn.textContent = T.autoplay; autoBtn.setAttribute('aria-pressed', 'false'); }
  function nextAuto() {
    if (left <= 0) return stopAuto();
    left--;
    spin(true).then(function (played) {
      if (!played) return stopAuto();
      if (left > 0) { $('demo-autoplay-left').textContent = T.autoplayLeft.replace('{left}', left); nextAuto(); }
      else { $('demo-autoplay-left').textContent = ''; stopAuto(); }
    });
  }
  if (autoBtn) autoBtn.addEventListener('click', function () {
    if (left > 0) { stopAuto(); $('demo-autoplay-left').textContent = ''; return; }
    left = 10; autoBtn.textContent = T.autoplayStop; autoBtn.setAttribute('aria-pressed', 'true'); nextAuto();
  });
  $('demo-exit').addEventListener('click', function () {
    if (C.exit === 'egt') {
      if (C.closeUrl === 'com.egt-bg.postMessage') post({ command: 'com.egt-bg.exit' }); else window.close();
    } else if (C.exit === 'lobby' && C.lobbyUrl) { say(T.closing); window.location.href = C.lobbyUrl; }
    else if (C.exit === 'string') post('exit');
    else post({ command: 'exit' });
  });
  // The operator tells the game that the balance changed (a deposit from the play window): only
  // its parent may say so, and the game asks the wallet for the amount itself.
  window.addEventListener('message', function (event) {
    var d = event.data;
    if (event.source !== window.parent || !d || d.type !== 'updateBalance') return;
    fetch('/api/demo/game/balance', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ session: C.session }) })
      .then(function (r) { return r.json(); })
      .then(function (res) { if (res.success && res.data && typeof res.data.balance === 'number') showBalance(res.data.balance); })
      .catch(function () { /* the next spin shows the balance anyway */ });
  });
  $('demo-reload').addEventListener('click', function () {
    if (C.exit === 'egt') post({ command: 'com.egt-bg.reload' }); else window.location.reload();
  });
})();
`;

/** The demo slot: a self-contained page (inline CSS and JS, no external assets). */
export function renderGamePage(m: GamePageModel): string {
  const t = (k: Parameters<typeof tx>[1]): string => esc(tx(m.lang, k));
  const cfg = {
    lang: m.lang,
    session: m.session,
    balance: m.balance,
    exit: m.provider.exit,
    closeUrl: m.closeUrl,
    lobbyUrl: m.lobbyUrl,
    texts: textsFor(m.lang, [
      'reels',
      'spinning',
      'win',
      'lose',
      'networkError',
      'closing',
      'autoplay',
      'autoplayStop',
      'autoplayLeft',
    ]),
  };
  const options = STAKES.map((s) => `<option value="${s}">${s} ₺</option>`).join('');
  const reels = SYMBOLS.slice(0, 3)
    .map((s) => `<div class="reel">${s}</div>`)
    .join('');
  return `<!doctype html>
<html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(m.gameName)} · ${esc(m.provider.name)}</title><style>${CSS}</style></head>
<body data-provider="${esc(m.provider.slug)}">
<header><h1 data-testid="demo-game-name">${esc(m.gameName)}</h1>
<div class="muted" data-testid="demo-provider">${esc(m.provider.name)}</div><span class="badge">${t('demoBadge')}</span></header>
<div class="balance">${t('balance')}: <strong data-testid="demo-balance" aria-live="polite"></strong></div>
<div class="reels" data-testid="demo-reels" role="img" aria-label="${t('reels')}">${reels}</div>
<div class="controls"><label for="stake">${t('stake')}</label>
<select id="stake" data-testid="demo-stake">${options}</select>
<button type="button" class="primary" data-testid="demo-spin">${t('spin')}</button>${
    m.autoplay
      ? `<button type="button" data-testid="demo-autoplay" aria-pressed="false">${t('autoplay')}</button>`
      : ''
  }</div>${m.autoplay ? '<div class="muted" data-testid="demo-autoplay-left" aria-live="polite"></div>' : ''}
<div class="message" data-testid="demo-message" role="status" aria-live="polite">${t('good')}</div>
<div class="footer"><button type="button" data-testid="demo-reload">${t('reload')}</button>
<button type="button" data-testid="demo-exit">${t('exit')}</button></div>
<script>window.DEMO_GAME = ${scriptJson(cfg)};</script><script>${SCRIPT}</script>
</body></html>`;
}

/** A short page for a launch that cannot be played (unknown provider, expired session). */
export function renderGameError(lang: Lang, text: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(text)}</title>
<style>${BASE_CSS}body{min-height:100vh;display:grid;place-items:center;padding:1rem;text-align:center}</style></head>
<body><p role="alert" data-testid="demo-error">${esc(text)}</p></body></html>`;
}
