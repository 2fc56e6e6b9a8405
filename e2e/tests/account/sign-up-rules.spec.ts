import { expect, test } from '@playwright/test';
import { AccountPage } from '../../pages/account';
import { freshRegistration, useEnglish } from '../../support/session';

// Issue 33, items 4 and 8: the sign-up's whole mobile number, its accepted terms, and a device's
// sign-up limit told in minutes. Seen on a phone (390 px): tagged @phone.
test.setTimeout(120_000);

test.describe('sign-up rules', () => {
  test.beforeEach(({ page }) => useEnglish(page));

  test('an incomplete mobile number and unticked terms are refused in the form, with links to both texts @phone', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.openSignUp();
    const d = account.signUpDialog;
    await account.fillSignUp({ ...freshRegistration(), phone: '90532', acceptTerms: false });
    let registered = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) registered = true;
    });
    await account.submitSignUp();
    await expect(d.getByText('Enter all 10 digits of your mobile number')).toBeVisible();
    const terms = d.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    await expect(terms).toHaveAccessibleDescription('Accept the terms and the privacy notice to sign up');
    await expect(d.getByRole('link', { name: /^Terms and Conditions/ })).toHaveAttribute('href', '/pages/1');
    await expect(d.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/pages/2');
    expect(registered).toBe(false);
  });

  test("a device past its sign-ups for the hour is told the wait in minutes, in the page's language @phone", async ({
    page,
    request,
  }) => {
    const device = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(32, '0');
    await page.addInitScript((id) => localStorage.setItem('fingerprint', id), device);
    // The device's budget (3 an hour by default) is spent through the API, as a script would.
    for (let i = 0; i < 3; i++) {
      const res = await request.post('/api/auth/register', {
        data: freshRegistration(),
        headers: { 'x-locale': 'en', 'x-fingerprint': device },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const account = new AccountPage(page);
    await account.openSignUp();
    await account.fillSignUp(freshRegistration());
    await account.submitSignUp();
    await expect(
      page.getByText(
        /^Many accounts were opened from this network or device just now\. Please try again in \d+ minutes$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/seconds/)).toHaveCount(0);
  });
});
