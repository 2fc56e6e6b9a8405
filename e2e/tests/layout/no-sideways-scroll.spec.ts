import { test } from '@playwright/test';
import { dashboardPaths } from '../../support/routes';
import { ShellPage } from '../../pages/shell';
import {
  expectNoSidewaysOverflow,
  layoutWidths,
  openPage,
  playerWithBalance,
  publicPaths,
  type Lang,
} from './layout-support';

// Issue 17: no page of the route list scrolls sideways at phone and desktop widths, logged in
// (with a balance that crowds the header) and out, in both languages. Each route is loaded once
// and then seen at every width, widest first, as a window being narrowed (the layout follows the
// width; nothing is decided at load), which costs one load per route instead of one per width.
test.setTimeout(180_000);
test.skip(({ isMobile }) => isMobile, 'sets its own viewports: runs in the desktop project');

const widest = Math.max(...layoutWidths);
const narrowing = [...layoutWidths].sort((a, b) => b - a);

async function expectFitsAtEveryWidth(
  page: import('@playwright/test').Page,
  who: string,
  path: string,
  inApp: boolean,
) {
  await page.setViewportSize({ width: widest, height: 800 });
  await openPage(page, path, { inApp });
  for (const width of narrowing) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysOverflow(page, `${who} ${width} px ${path}`);
  }
}

// The routes in groups of a test each: both workers share them and no test runs for minutes.
const groups = (paths: readonly string[], size: number) =>
  Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => paths.slice(i * size, i * size + size));
const widths = layoutWidths.join(', ');

for (const lang of ['en', 'tr'] as const satisfies readonly Lang[]) {
  for (const paths of groups(publicPaths, 8))
    test(`visitor (${lang}): ${paths[0]} … ${paths.at(-1)} do not scroll sideways at ${widths} px`, async ({
      page,
    }) => {
      await ShellPage.prepare(page, { lang });
      for (const [i, path] of paths.entries())
        await expectFitsAtEveryWidth(page, `visitor ${lang}`, path, i > 0);
    });

  for (const paths of groups([...publicPaths, ...dashboardPaths], 8))
    test(`player (${lang}): ${paths[0]} … ${paths.at(-1)} do not scroll sideways at ${widths} px`, async ({
      page,
      request,
    }) => {
      await playerWithBalance(page, request, lang);
      for (const [i, path] of paths.entries())
        await expectFitsAtEveryWidth(page, `player ${lang}`, path, i > 0);
    });
}
