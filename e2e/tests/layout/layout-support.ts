import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/shell';
import { nextFrames } from '../../support/render';
import { navigateInApp } from '../../support/routes';
import { startAsFreshPlayer } from '../../support/session';

/** Interface languages the layout checks cover. */
export type Lang = 'en' | 'tr';

/** The Requirements §2 routes a visitor can open (game pages need a game; dashboard pages need a player). */
export const publicPaths = [
  '/',
  '/spor',
  '/livespor',
  '/spor/fcg',
  '/livespor/fcg',
  '/esports',
  '/esports/betco',
  '/casino/slot',
  '/casino/live',
  '/casino/games',
  '/casino/bingo',
  '/casino/tvbets',
  '/casino/virtual',
  '/promotions',
  '/pages/1',
  '/no-such-page',
] as const;

/** The widths the layout must hold at: two phones, the small desktop range and common laptops. */
export const layoutWidths = [360, 390, 1024, 1280, 1366] as const;

/** A balance that crowds the header: ₺123,456.78 (tr ₺123.456,78). */
export const largeBalance = 123_456.78;

// Papara in the seeded catalogue: a Message-state method the demo provider credits a moment later.
const PAPARA = 4;
const PAPARA_MAX = 25_000;

/**
 * Registers a fresh player, credits `balance` through real Papara deposits (at most 25,000 each)
 * and makes the page start logged in (seeded once per tab). The start-up state is set by
 * {@link ShellPage.prepare} in `lang`.
 */
export async function playerWithBalance(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  balance = largeBalance,
): Promise<ShellPage> {
  const shell = await ShellPage.prepare(page, { lang });
  const { token } = await startAsFreshPlayer(page, request);
  const headers = { Authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const amounts: number[] = [];
  for (let left = balance; left > 0; left = Math.round((left - PAPARA_MAX) * 100) / 100) {
    amounts.push(Math.min(PAPARA_MAX, left));
  }
  for (const amount of amounts) {
    const deposit = await request.post('/api/payment/deposit', {
      headers,
      data: { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount } },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
  }
  await expect
    .poll(
      async () => {
        const answer = await (await request.get('/api/user/balance', { headers })).json();
        return answer.data.balance as number;
      },
      { timeout: 30_000 },
    )
    .toBe(balance);
  return shell;
}

/**
 * Opens `path` and waits for its content: the page heading, and no loading placeholder left.
 * `inApp`: through the app's router, as a link would (the page is already open), instead of a load.
 */
export async function openPage(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  if (inApp) await navigateInApp(page, path);
  else await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** What sticks out sideways: the page's scroll width and the frame controls beyond the viewport. */
export interface Overflow {
  scrollWidth: number;
  viewport: number;
  /** Controls of the header and the bottom bar that leave the viewport (name and edges). */
  controls: string[];
  /** When the page scrolls sideways: the innermost elements reaching past the viewport (a few). */
  widest: string[];
}

/**
 * Measures sideways overflow: `document.documentElement.scrollWidth` against the viewport, and
 * every visible control of the header and the phone bottom bar. Controls inside a scrolling strip
 * (the phone's compact menu) may sit off-screen by design; the strip itself must not.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const controls: string[] = [];
    const chrome = document.querySelectorAll<HTMLElement>(
      [
        'header a',
        'header button',
        'header select',
        'nav[aria-label="Shortcuts"] a',
        'nav[aria-label="Shortcuts"] button',
        'nav[aria-label="Kısayollar"] a',
        'nav[aria-label="Kısayollar"] button',
      ].join(', '),
    );
    for (const element of chrome) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      let scroller: HTMLElement | null = element.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      const edges = scroller ? scroller.getBoundingClientRect() : box;
      if (edges.left < -0.5 || edges.right > viewport + 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        controls.push(`${name} [${Math.round(edges.left)}, ${Math.round(edges.right)}]`);
      }
    }
    const scrollWidth = document.documentElement.scrollWidth;
    const widest: string[] = [];
    if (scrollWidth > viewport) {
      // What a scrolling or clipping box holds does not widen the page; an SVG counts as a whole.
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      const past = (element: Element) =>
        element.getBoundingClientRect().right > viewport + 0.5 && !clipped(element);
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest('svg') !== element && element.closest('svg')) continue;
        if (!past(element) || [...element.children].some(past)) continue;
        const box = element.getBoundingClientRect();
        const id = element.getAttribute('data-testid') ?? element.getAttribute('class')?.split(' ')[0] ?? '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        widest.push(
          `<${element.tagName.toLowerCase()} ${id}> "${text}" [${Math.round(box.left)}, ${Math.round(box.right)}]`,
        );
        if (widest.length === 5) break;
      }
    }
    return { scrollWidth, viewport, controls, widest };
  });
}

const overflows = (o: Overflow) => o.scrollWidth > o.viewport || o.controls.length > 0;

/**
 * The overflow once the layout has settled after a load or a resize: the header measures its
 * texts (ResizeObserver, then a render), so an overflow is measured again, a few frames apart, for
 * a moment before it counts.
 */
async function settledOverflow(page: Page): Promise<Overflow> {
  await nextFrames(page);
  let found = await measureOverflow(page);
  for (let i = 0; i < 5 && overflows(found); i++) {
    await nextFrames(page, 10);
    found = await measureOverflow(page);
  }
  return found;
}

/** Asserts (softly, so one run lists every page) that nothing sticks out sideways. */
export async function expectNoSidewaysOverflow(page: Page, what: string): Promise<void> {
  const found = await settledOverflow(page);
  expect
    .soft(found.scrollWidth, `${what}: page scrolls sideways; reaching past: ${found.widest.join('; ')}`)
    .toBeLessThanOrEqual(found.viewport);
  expect.soft(found.controls, `${what}: controls beyond the viewport`).toEqual([]);
}
