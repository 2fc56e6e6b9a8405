import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const path of ['/', '/casino/slot'])
  for (const w of [360, 390, 1024, 1366]) {
    const ctx = await b.newContext({ viewport: { width: w, height: 800 } });
    const page = await ctx.newPage();
    await page.goto('http://127.0.0.1:8080' + path);
    await page.waitForSelector('[data-testid="banner-carousel"] img');
    const r = await page.evaluate(`(() => {
    const q = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)].join(','); };
    return { notice: q('[data-testid="domain-notice"]'), header: q('header'), main: q('main'), banner: q('[data-testid="banner-carousel"]'), img: q('[data-testid="banner-carousel"] img') };
  })()`);
    console.log(path, w, JSON.stringify(r));
    await ctx.close();
  }
await b.close();
