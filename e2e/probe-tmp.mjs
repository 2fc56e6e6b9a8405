import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:8206/');
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const f = globalThis.__FEDERATION__;
  if (!f) return 'no fed: ' + Object.keys(globalThis).filter(k => k.startsWith('__')).join(',');
  const out = {};
  for (const inst of f.__INSTANCES__ ?? []) { out[inst.name] = Object.keys(inst.shareScopeMap?.default ?? {}); }
  return JSON.stringify({ keys: Object.keys(f), out });
}));
await browser.close();
