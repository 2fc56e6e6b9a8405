import type { Locator, Page } from '@playwright/test';

/** Whether the page's focused element is one of the elements `target` matches. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement)).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until an element matching `target` has the focus, at most `max`
 * times; fails with the last focused element's description otherwise. Keyboard only: no clicks.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 120, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const last = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });
  throw new Error(`${max} Tab presses did not reach ${target}; focus is on ${last}`);
}
