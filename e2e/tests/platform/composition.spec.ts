import { expect, test } from '@playwright/test';
import {
  builtComposition,
  collectPageErrors,
  siteDir,
  useComposition,
  verticals,
} from '../../support/composition';
import { startStaticServer } from '../../support/static-server';

test.describe('run-time composition', () => {
  test('home renders inside the frame', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a cold load asks for nothing the server painted into the page', async ({ page }) => {
    // composition.json, the bootstrap and the landing vertical's manifest come with the document.
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (/\/composition\.json$|\/api\/cms\/grouped$|\/mf\/casino\/.*mf-manifest\.json$/.test(url))
        asked.push(url);
    });
    const document = await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    expect(asked).toEqual([]);
    // And the landing vertical's scripts left with it: preloaded by the document itself.
    expect(await document!.text()).toMatch(
      /<link rel="preload" as="script" href="\/mf\/casino\/[^"]+\/remoteEntry\.js"/,
    );
  });

  test('all five remotes load and share one React, router, store and styled-components', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    const apps = await page.evaluate(
      async (names) => {
        const g = window as unknown as {
          __playhub: {
            registry: { load(n: string): Promise<unknown> };
            apps: Record<string, Record<string, string>>;
          };
        };
        await Promise.all(names.map((n) => g.__playhub.registry.load(n)));
        return g.__playhub.apps;
      },
      [...verticals],
    );
    expect(Object.keys(apps).sort()).toEqual(['host', ...verticals].sort());
    for (const key of ['react', 'reactDom', 'router', 'styled', 'query', 'bus', 'session', 'ui', 'i18n']) {
      const ids = new Set(Object.values(apps).map((report) => report[key]));
      expect(ids.size, `${key} must be one instance across apps: ${JSON.stringify(apps)}`).toBe(1);
    }
  });

  test('a vertical on a closed port shows its fallback, the rest works, retry recovers', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The extra vertical origin the suite's API allows in its CSP (VERTICAL_ORIGINS, start-api.sh),
    // as an operator lists a vertical's own origin.
    const port = Number(process.env.E2E_PORT ?? 8181) + 5;
    const composition = builtComposition();
    const casino = composition.casino!;
    await useComposition(page, {
      ...composition,
      casino: { ...casino, entry: `http://127.0.0.1:${port}${casino.entry}`, timeoutMs: 4000 },
    });
    await page.goto('/');
    const fallback = page.locator('[data-remote-fallback="casino"]');
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The vertical comes back on its own origin; retry loads it without a page reload.
    const server = await startStaticServer(siteDir, port);
    try {
      await fallback.getByRole('button').click();
      await expect(page.getByTestId('casino-home')).toBeVisible();
    } finally {
      await server.close();
    }
    expect(errors).toEqual([]);
  });

  test('missing or malformed composition.json still renders the frame', async ({ page }) => {
    const errors = collectPageErrors(page);
    await useComposition(page, '{ this is not json');
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('[data-remote-fallback="casino"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown route shows the 404 page inside the frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|bulunamadı/i);
  });

  test('corrupt authData in local storage means logged out, no crash', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => localStorage.setItem('authData', '{"token": 42, broken'));
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
