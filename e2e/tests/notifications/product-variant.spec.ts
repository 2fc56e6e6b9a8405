import { expect, test } from '@playwright/test';
import { registerPlayer, signInBrowser, notifyViaOperator } from '../../pages/notifications';
import { editBootstrap } from '../../support/bootstrap';

// The site variant without a bell (site option siteVariant=product, Requirements §1): the user button
// carries the unread count. Nothing on the page renders the notifications vertical, so this proves the
// host loads it for a player and the count has one home the header reads.
test('without a bell, the user button shows the live unread count @phone', async ({
  page,
  request,
  isMobile,
}) => {
  const { auth } = await registerPlayer(request);
  await signInBrowser(page, auth);
  // The operator's option for this page only: the API serves the other tests running beside it.
  await editBootstrap(page, (bootstrap) => {
    bootstrap.siteOption.push({ key: 'siteVariant', value: 'product', status: true });
  });
  await page.goto('/');
  const button = page.getByTestId(isMobile ? 'user-button-mobile' : 'user-button');
  await expect(button).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expect(button).not.toHaveText(/\d/);

  await notifyViaOperator(request, auth.username, 'Heard without a bell');
  await expect(button.getByText('1 unread notifications')).toBeAttached();
  await notifyViaOperator(request, auth.username, 'And a second one');
  await expect(button.getByText('2 unread notifications')).toBeAttached();
});
