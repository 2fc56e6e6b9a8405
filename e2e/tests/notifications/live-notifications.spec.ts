import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell';
import {
  NotificationsPanel,
  depositViaApi,
  notifyViaOperator,
  registerPlayer,
  signInBrowser,
} from '../../pages/notifications';

test('a deposit makes a notification appear live; opening it clears the dot and lowers the count @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { auth } = await registerPlayer(request);
  await signInBrowser(page, auth);
  const panel = new NotificationsPanel(page);
  await page.goto('/');
  await panel.waitForLive();
  await panel.expectUnread(0);
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  await depositViaApi(request, auth, 150);
  await panel.expectUnread(1);
  await depositViaApi(request, auth, 275);
  await panel.expectUnread(2);

  await panel.open();
  const newest = panel.item(/275/);
  await expect(newest).toBeVisible();
  await expect(panel.unreadDot(newest)).toBeVisible();
  await newest.click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  await panel.expectUnread(1);
  await panel.back();
  await expect(panel.unreadDot(panel.item(/275/))).toHaveCount(0);
  await expect(panel.unreadDot(panel.item(/150/))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

  // The read state is the server's too: a reload shows the same count.
  await page.reload();
  await panel.expectUnread(1);
});

test('a second tab of the same player receives it too', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await registerPlayer(request);
  await signInBrowser(page, auth);
  const second = await page.context().newPage();
  const first = new NotificationsPanel(page);
  const other = new NotificationsPanel(second);
  await page.goto('/');
  await second.goto('/');
  await first.waitForLive();
  await other.waitForLive();

  await notifyViaOperator(request, auth.username, 'Both tabs hear this');
  await first.expectUnread(1);
  await other.expectUnread(1);
  await other.open();
  await expect(other.item('Both tabs hear this')).toBeVisible();
});

test('the panel shows the exact empty text for a new player @phone', async ({ page, request }) => {
  const { auth } = await registerPlayer(request);
  // No start-up popup here: opening at its own moment it would take the focus this test checks.
  await ShellPage.prepare(page);
  await signInBrowser(page, auth);
  const panel = new NotificationsPanel(page);
  await page.goto('/');
  await panel.open();
  await expect(
    panel.popup.getByText('When you have a new notification, you will see it here.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel.popup).toHaveCount(0);
  await expect(panel.bell).toBeFocused();
});
