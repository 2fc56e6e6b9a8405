import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await (await b.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('console', m.type(), m.text().slice(0, 400));
});
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const r = await fetch(base + '/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
}).then((x) => x.json());
await page.goto(base + '/');
await page.evaluate((d) => localStorage.setItem('authData', JSON.stringify(d)), r.data);
await page.goto(base + '/promotions');
await page.waitForTimeout(3000);
await page.getByRole('button', { name: /Account menu|Hesap menüsü/ }).click();
await page.waitForTimeout(2000);
await b.close();
