import { expect, test } from '@playwright/test';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';

// A player who asked their system for less motion reads the same feedback: the reduced-motion
// rule (shared/src/theme/global-style.ts) made every animation last 0.01 ms, including the progress
// bar whose end closes a toast, so every toast closed as it opened.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('with reduced motion a toast stays for its full time, and still closes on a click', async ({ page }) => {
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  await layer.logInWith('demo', 'not-the-password');

  const toast = layer.toasts.filter({ hasText: /password/i }).first();
  await expect(toast).toBeVisible();
  // What closes it on its own is its progress bar's animation: as long as a toast's time (4 s,
  // TOAST.autoCloseMs), not 0.01 ms.
  const bar = toast.locator('.Toastify__progress-bar');
  await expect(bar).toHaveCSS('animation-duration', '4s');
  await toast.click();
  await expect(toast).toBeHidden();
});
