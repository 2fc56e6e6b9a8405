import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** What the first visit of a page downloads. */
export interface FirstLoad {
  requests: number;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
}

/** Loads `url` in a fresh context and sums gzip sizes (level 6, as a CDN serves them) of JS and CSS. */
export async function measureFirstLoad(browser: Browser, url: string, ready: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Array<Promise<{ type: string; size: number }>> = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((b) => ({ type, size: gzipSync(b, { level: 6 }).length }))
        .catch(() => ({ type, size: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const sized = await Promise.all(bodies);
  await context.close();
  return {
    requests,
    jsGzip: sized.filter((s) => s.type === 'script').reduce((a, s) => a + s.size, 0),
    cssGzip: sized.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.size, 0),
    jsFiles: sized.filter((s) => s.type === 'script').length,
  };
}
