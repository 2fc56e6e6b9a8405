import { chromium } from '@playwright/test';
const [url, out, w, h, lang] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await b.newContext({ viewport: { width: +w!, height: +(h ?? 800) }, locale: lang ?? 'en-US' });
const page = await ctx.newPage();
await page.goto(url!, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out! });
await b.close();
