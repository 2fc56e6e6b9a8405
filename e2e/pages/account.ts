import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials, RegistrationFields } from '../support/session';

/**
 * Page object of the account vertical: its dialogs (found by their accessible names) and the
 * dashboard pages. It reaches the login dialog through the dashboard guard, so it does not
 * depend on the host header's layout.
 */
/**
 * Fills the open login dialog's form (English page) with these credentials and presses Login; what
 * follows (the dialog closing, an error) is the caller's to expect.
 */
export async function sendLoginForm(dialog: Locator, { username, password }: Credentials): Promise<void> {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export class AccountPage {
  constructor(readonly page: Page) {}

  /** A dialog of the account vertical by its title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  get loginDialog() {
    return this.dialog('Login');
  }

  get signUpDialog() {
    return this.dialog('Sign Up');
  }

  /** Visits a guarded dashboard URL as a visitor: the guard opens the login dialog. */
  async openLogin(path = '/dashboard'): Promise<void> {
    await this.page.goto(path);
    await expect(this.loginDialog).toBeVisible({ timeout: 30_000 });
  }

  async login(credentials: Credentials): Promise<void> {
    await sendLoginForm(this.loginDialog, credentials);
    await expect(this.loginDialog).toBeHidden();
  }

  async openSignUp(): Promise<void> {
    await this.openLogin();
    await this.loginDialog.getByRole('button', { name: 'Not a Member? Sign Up Now!' }).click();
    await expect(this.signUpDialog).toBeVisible();
  }

  async fillSignUp(f: RegistrationFields): Promise<void> {
    const d = this.signUpDialog;
    await expect(d.getByLabel('Country')).toHaveValue(String(f.country));
    await d.getByLabel('Name', { exact: true }).fill(f.name);
    await d.getByLabel('Surname').fill(f.surname);
    await d.getByLabel('Username').fill(f.username);
    await d.getByLabel('E-mail', { exact: true }).fill(f.email);
    // The masked phone field takes the 10 digits after the fixed 90.
    await d.getByLabel('Phone').pressSequentially(f.phone.slice(2));
    await d.getByLabel('National ID number').fill(f.PersonalNo);
    const [year, month, day] = f.birthDate.split('-');
    await d.getByLabel('Day').fill(day!);
    await d.getByLabel('Month').fill(month!);
    await d.getByLabel('Year').fill(year!);
    await d.getByLabel('Password', { exact: true }).fill(f.password);
    await d.getByLabel('Confirm Password').fill(f.password2);
    if (f.trialBonus === 1) await d.getByLabel('I want the trial bonus').check();
    if (f.acceptTerms) await d.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  }

  async submitSignUp(): Promise<void> {
    await this.signUpDialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  }

  /** Logs out through the dashboard menu on /dashboard. */
  async logout(): Promise<void> {
    await this.page.goto('/dashboard');
    // The host goes home, then reloads the page 300 ms later: wait for that reload to finish,
    // or the next navigation or read races it.
    const reloaded = this.page.waitForEvent('load');
    await this.page
      .getByRole('navigation', { name: 'Account menu' })
      .first()
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(this.page).toHaveURL(/\/$/);
    await reloaded;
    await expect.poll(() => this.page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  }

  /** The page's main heading. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async gotoDashboard(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading(heading)).toBeVisible({ timeout: 30_000 });
  }

  /** The 6-digit code typed into a masked code field. */
  async typeCode(field: Locator, code: string): Promise<void> {
    await field.click();
    await field.pressSequentially(code);
  }
}
