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
test.setTimeout(240_000);
test.skip(({ isMobile }) => isMobile, 'sets its own viewports: runs in the desktop project');

const widest = Math.max(...layoutWidths);
const narrowing = [...layoutWidths].sort((a, b) => b - a);

async function expectFitsAtEveryWidth(page: import('@playwright/test').Page, who: string, path: string) {
  await page.setViewportSize({ width: widest, height: 800 });
  await openPage(page, path);
  for (const width of narrowing) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysOverflow(page, `${who} ${width} px ${path}`);
  }
}

for (const lang of ['en', 'tr'] as const satisfies readonly Lang[]) {
  test(`visitor (${lang}): no route scrolls sideways at ${layoutWidths.join(', ')} px`, async ({ page }) => {
    await ShellPage.prepare(page, { lang });
    for (const path of publicPaths) await expectFitsAtEveryWidth(page, `visitor ${lang}`, path);
  });

  test(`player (${lang}): no route scrolls sideways at ${layoutWidths.join(', ')} px`, async ({
    page,
    request,
  }) => {
    await playerWithBalance(page, request, lang);
    for (const path of [...publicPaths, ...dashboardPaths])
      await expectFitsAtEveryWidth(page, `player ${lang}`, path);
  });
}
