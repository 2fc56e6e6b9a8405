import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSite } from './server';
const dir = process.argv[2]!;
const path = process.argv[3] ?? '/';
const s = await startSite(dir, 8399);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const rows: Promise<[string, number, number]>[] = [];
page.on('response', (r) => {
  if (r.request().resourceType() === 'script')
    rows.push(r.body().then((x) => [r.url().replace(s.url, ''), x.length, gzipSync(x, { level: 6 }).length]));
});
await page.goto(s.url + path, { waitUntil: 'load' });
await page.waitForSelector('main h1');
await page.waitForLoadState('networkidle');
let t = 0;
for (const [u, raw, gz] of await Promise.all(rows)) {
  t += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB gz ${(raw / 1024).toFixed(1).padStart(8)} KB  ${u}`);
}
console.log('total', (t / 1024).toFixed(1));
await b.close();
await s.stop();
