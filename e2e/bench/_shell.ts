import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8080';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rect = `(() => { const q = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)].join(','); }; return { shell: q('.shell-banner img'), app: q('[data-testid="banner-carousel"] img') }; })()`;
for (const w of [360, 390, 1024, 1366]) {
  const noJs = await b.newContext({ viewport: { width: w, height: 800 }, javaScriptEnabled: false });
  const p1 = await noJs.newPage();
  await p1.goto(base + '/');
  const painted = await p1.evaluate(rect).catch(() => null);
  if (w === 390 || w === 1366) await p1.screenshot({ path: `/tmp/perf/shell-nojs-${w}.png` });
  await noJs.close();
  const ctx = await b.newContext({ viewport: { width: w, height: 800 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + '/');
  await page.waitForSelector('[data-testid="banner-carousel"] img');
  const app = await page.evaluate(rect);
  if (w === 390 || w === 1366) await page.screenshot({ path: `/tmp/perf/shell-app-${w}.png` });
  console.log(w, 'painted', JSON.stringify(painted), 'app', JSON.stringify(app), errors);
  await ctx.close();
}
await b.close();
