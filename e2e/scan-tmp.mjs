import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const base = 'http://127.0.0.1:8206';
const lang = process.argv[2] ?? 'en';
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo12345' }) })).json();
await ctx.addInitScript(([lang, auth]) => { localStorage.setItem('lang', lang); localStorage.setItem('topNotifyRead', 'true'); if (auth) localStorage.setItem('authData', auth); }, [lang, process.env.LOGIN ? JSON.stringify(login.data) : null]);
await ctx.route('**/api/cms/grouped', async (route) => { const r = await route.fetch(); const b = await r.json(); if (b?.data && !process.env.POPUP) b.data.popup = null; await route.fulfill({ response: r, json: b }); });
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  await page.addScriptTag({ path: axePath });
  const res = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice'] } });
    return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 6).map(n => n.target.join(' ') + ' :: ' + n.html.slice(0, 160) + ' :: ' + (n.failureSummary||'').replace(/\n/g,' ').slice(0,200)) }));
  });
  console.log('=== ' + p + ' (' + lang + ')');
  for (const v of res) { console.log(' -', v.id, v.impact, v.help); for (const n of v.nodes) console.log('     ', n); }
}
await browser.close();
