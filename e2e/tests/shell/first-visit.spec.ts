import { expect, test } from '@playwright/test';
import { sendLoginForm } from '../../pages/account';
import { ShellPage } from '../../pages/shell';
import { demoPlayer } from '../../support/session';

// Issue 33.8: the painted shell speaks the page's language before the app starts; a first-time
// phone visitor meets one layer at a time (the cookie question, then the popup); a visitor's game
// link keeps them on the page and opens the game there after the login.

test('the painted shell says "Loading…" in the stored language before the app starts @phone', async ({
  page,
}) => {
  await ShellPage.prepare(page, { lang: 'en' });
  // The app's code never arrives: what shows is the shell as painted, plus its own inline script.
  await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#boot-status')).toHaveText('Loading…');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first-time visitor gets the cookie question first and the popup once it is answered @phone', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:consent-unanswered')) return;
    sessionStorage.setItem('e2e:consent-unanswered', '1');
    localStorage.removeItem('playhub:consent');
  });
  const shell = await ShellPage.prepare(page, { popup: true });
  await shell.goto('/');
  const question = page.getByRole('region', { name: 'Cookie consent' });
  await expect(question).toBeVisible();
  await expect(shell.homeVertical).toBeVisible();
  // The popup is due (home loaded, content unseen) but waits for the answer.
  await expect(shell.popup).toHaveCount(0);
  await question.getByRole('button', { name: 'Reject' }).click();
  await expect(question).toBeHidden();
  await expect(shell.popup).toBeVisible();
});

test('a visitor’s Aviator link keeps them on the page and opens the game there after the login @phone', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the compact menu’s Aviator');
  const shell = await ShellPage.prepare(page);
  await shell.goto('/promotions');
  await shell.compactMenu.getByRole('link', { name: 'Aviator' }).click();
  await expect(shell.loginDialog).toBeVisible();
  await expect(page).toHaveURL('/promotions');

  await sendLoginForm(shell.loginDialog, demoPlayer);
  await expect(page.locator('dialog[open][data-dialog="casino/play"]')).toBeVisible();
  await expect(page).toHaveURL('/promotions');
});
