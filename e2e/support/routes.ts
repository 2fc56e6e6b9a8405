import { expect, type Page } from '@playwright/test';

/** Every dashboard route (Requirements §2); all need a logged-in player. */
export const dashboardPaths = [
  '/dashboard',
  '/dashboard/account',
  '/dashboard/phone-verification',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/change-password',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/claim-bonus',
  '/dashboard/bonuses',
  '/dashboard/bonus-history',
  '/dashboard/session-history',
  '/dashboard/player-protection',
] as const;

/**
 * Moves the open page to `path` through the app's router, as a link does (react-router follows
 * `popstate`), instead of loading the page again: sweeps that visit many routes pay for the app's
 * start-up once. Resolves when the app has rendered the new location: the skip link names the
 * current page, and the router commits it with the page (a lazy page keeps the old one meanwhile).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`a[href="${path}#main"]`)).toBeAttached({ timeout: 30_000 });
}
