import { act, screen } from '@testing-library/react';
import { queryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import AccountPage from './account-page';

const profile = {
  username: 'ayse',
  usercode: '12345678',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'a@example.com',
  phone: '905321234567',
  smsVerified: true,
  personalNo: '123******01',
  birthDate: '1990-05-17',
  country: { id: 235, name: 'Türkiye' },
  currency: 'TRY',
  balance: 0,
  createdAt: '2025-01-01T10:00:00',
};

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('account page', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
    const never = { granted: false, at: null, source: null };
    fakeApi({
      'GET customer/profile': { data: profile },
      'GET customer/twofactor': {
        data: { enabled: false, required: false, recoveryCodesLeft: 0, devices: [] },
      },
      'GET customer/consents': { data: { email: never, sms: never } },
    });
  });

  it('offers two-step login and the marketing choices, unticked (issue 32)', async () => {
    renderAccount(<AccountPage />, { route: '/dashboard/account' });
    expect(await screen.findByRole('button', { name: 'Set up two-step login' })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'By SMS' })).not.toBeChecked();
  });

  // Issue 17: ₺0.00 here (the profile's copy, fetched once) while the header showed ₺75.00.
  it('shows the session balance the header shows, and follows it live', async () => {
    act(() => sessionStore.getState().setBalance(75));
    renderAccount(<AccountPage />, { route: '/dashboard/account' });
    await screen.findByText('ayse');
    expect(valueOf('Balance')).toBe('₺75.00');
    act(() => sessionStore.getState().setBalance(1234.5));
    expect(valueOf('Balance')).toBe('₺1,234.50');
  });

  it.each([
    ['en', 'Birth date', '17 May 1990'],
    ['tr', 'Doğum tarihi', '17.05.1990'],
  ] as const)('writes the birth date the %s way', async (lang, label, text) => {
    renderAccount(<AccountPage />, { route: '/dashboard/account', lang });
    await screen.findByText('ayse');
    expect(valueOf(label)).toBe(text);
  });
});
