import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn `frames` more frames, so whatever the last action set off (a
 * state update and its render, a validation message, the start of a scroll) has reached the screen.
 * A test waits for this before asserting that something did not happen; an app timer is moved with
 * `page.clock` instead.
 */
export async function nextFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    frames,
  );
}
