import { expect, test } from '@playwright/test';
import { DialogLayer } from '../../pages/dialogs';
import { ShellPage } from '../../pages/shell';

// Issue 17.1: feedback raised while a modal dialog is open is drawn on top of it (phone: the dialog
// is full screen; desktop: not dimmed by the backdrop) and can be clicked.

test('a wrong password shows its toast on top of the open login dialog, clickable @phone', async ({
  page,
}) => {
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  await layer.watchToastOnTop(/password/i);
  const dialog = await layer.logInWith('demo', 'not-the-password');

  const toast = layer.toasts.filter({ hasText: /password/i }).first();
  // Pointing at it pauses it (Playwright waits until it stands still and nothing covers it).
  await toast.hover();
  // It was what the page drew (and hit) at its centre, over the dialog.
  await expect.poll(() => layer.toastSeenOnTop()).toBe(true);
  await expect(dialog).toBeVisible();
  // A click reaches it: it closes.
  await toast.click();
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('a toast raised after the dialog closes stays visible on the page @phone', async ({ page }) => {
  const shell = await ShellPage.prepare(page);
  const layer = new DialogLayer(page, shell);
  await shell.goto('/');
  await layer.watchToastOnTop(/Welcome/);
  const dialog = await layer.logInWith('demo', 'demo12345');
  // The greeting is raised while the dialog is still open; the dialog then closes.
  await expect(dialog).toBeHidden();
  await expect.poll(() => layer.toastSeenOnTop()).toBe(true);
});
