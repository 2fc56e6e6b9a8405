import { expect, test } from '@playwright/test';
import { CasinoPage, gamesByProvider } from '../pages/casino';
import { WalletPage } from '../pages/wallet';
import { startAsFreshPlayer, useEnglish } from '../support/session';

// The conformance suite (issue 30, item 5): what a version must not break before it serves players
// in a market — a deposit limit refuses a deposit over it, the reality check fires, the play clock
// and net position show, an excluded player is blocked. Run against a throwaway composition with the
// candidate (CONFORMANCE_VERTICAL, CONFORMANCE_VERSION) for everyone: each test first proves the
// page is served that candidate. Steps as in tests/account/protection.spec.ts and
// tests/casino/play-clock.spec.ts, kept to the decisive ones.

const vertical = process.env.CONFORMANCE_VERTICAL;
const version = process.env.CONFORMANCE_VERSION;

test.beforeEach(async ({ request }) => {
  if (!vertical || !version) return;
  const served = (await (await request.get('/composition.json')).json()) as Record<
    string,
    { version?: string }
  >;
  expect(served[vertical]?.version, `the candidate ${vertical} ${version} is served`).toBe(version);
});

test('a deposit limit refuses a deposit over it', async ({ page, request }) => {
  const wallet = await WalletPage.prepare(page);
  const { token } = await startAsFreshPlayer(page, request);
  const set = await request.post('/api/protection/limit', {
    headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { kind: 'deposit', period: 'day', value: 100 },
  });
  expect(set.ok(), await set.text()).toBe(true);
  await wallet.goto('deposit');
  await wallet.choose('Papara');
  await expect(wallet.dialog).toContainText(
    'Your deposit limit: ₺100.00 per 24 hours. You can still deposit ₺100.00.',
  );
  await wallet.fill({ 'Account number': '1234567890', Amount: '150' });
  await wallet.submit();
  // The form holds the deposit to what the limit leaves (the server refuses it too: api/test).
  await expect(wallet.dialog.getByRole('alert')).toHaveText('Amount must be between ₺50.00 and ₺100.00');
});

test('the play clock and net position show, and the reality check fires over the game', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const casino = await CasinoPage.prepare(page);
  const { token } = await startAsFreshPlayer(page, request);
  const set = await request.post('/api/protection/reality-check', {
    headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { minutes: 15 },
  });
  expect(set.ok(), await set.text()).toBe(true);
  await casino.openGame((await gamesByProvider(request)).Amusnet!);
  const window = casino.playContainer();
  const figures = window.getByRole('group', { name: 'This session' });
  await expect(figures).toHaveAttribute('data-state', 'ready');
  await expect(figures.getByTestId('play-clock')).toHaveText(/^\d+:\d\d(:\d\d)?$/);
  await expect(figures.getByTestId('play-net')).toHaveText('₺0.00');
  await page.clock.fastForward('15:00');
  const check = window.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Net result this session: ₺0.00');
});

test('an excluded player is blocked: logged out, and login refused', async ({ page, request }) => {
  await useEnglish(page);
  const { token, fields } = await startAsFreshPlayer(page, request);
  const excluded = await request.post('/api/protection/exclusion', {
    headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en' },
    data: { kind: 'self', term: '6m', confirm: true },
  });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  // The page's session was ended everywhere: it asks for a login again.
  await page.goto('/');
  const login = page.locator('dialog[data-dialog="account/login"]');
  await expect(login.getByRole('alert')).toContainText('Your session has ended');
  await login.getByLabel('Username').fill(fields.username);
  await login.getByLabel('Password').fill(fields.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Wrong username or password$/ })).toBeVisible();
  expect(
    (await request.get('/api/user/balance', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
});
