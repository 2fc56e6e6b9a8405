import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@playhub/shared/query';
import { bootstrapQueryKey } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';
import { fakeApi, resetStores } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { RegisterForm } from './register-form';

const countries = { data: { countries: [{ id: 235, name: 'Türkiye' }] } };

describe('Sign Up form: 18+ and the national ID checksum (issue 16)', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  it('says why on blur and never submits a child or an invalid national ID', async () => {
    const api = fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('National ID number'), '12345678901');
    await user.tab();
    expect(await screen.findByText('This is not a valid T.C. identity number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Day'), '01');
    await user.type(screen.getByLabelText('Month'), '06');
    await user.type(screen.getByLabelText('Year'), '2015');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByText('You must be 18 or older to register');
    // Shown once for the whole date, not under the Day input.
    expect(screen.getByLabelText('Day')).not.toHaveAccessibleDescription();
    expect(alert).toHaveAttribute('role', 'alert');
    expect(api.called('POST auth/register')).toHaveLength(0);
  });

  it('clears the messages once the details are right', async () => {
    fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />, { lang: 'tr' });
    const user = userEvent.setup();
    const id = screen.getByLabelText('T.C. kimlik numarası');
    await user.type(id, '12345678901');
    await user.tab();
    expect(await screen.findByText('Bu geçerli bir T.C. kimlik numarası değil')).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '12345678950');
    await waitFor(() => expect(screen.queryByText('Bu geçerli bir T.C. kimlik numarası değil')).toBeNull());
  });
});

describe('Sign Up form: a whole mobile number and the accepted terms (issue 33, item 8)', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  it('refuses an incomplete mobile number and an unticked terms box, saying why', async () => {
    const api = fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone'), '532');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Enter all 10 digits of your mobile number')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    expect(terms).not.toBeChecked();
    expect(terms).toHaveAccessibleDescription('Accept the terms and the privacy notice to sign up');
    expect(api.called('POST auth/register')).toHaveLength(0);
    await user.type(screen.getByLabelText('Phone'), '1234567');
    await waitFor(() => expect(screen.queryByText('Enter all 10 digits of your mobile number')).toBeNull());
    await user.click(terms);
    await waitFor(() => expect(terms).not.toHaveAccessibleDescription());
  });

  it('links the terms and the privacy policy, in the language of the page', async () => {
    fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />, { lang: 'tr' });
    const terms = screen.getByRole('link', { name: 'Genel Şartlar ve Koşulları (yeni sekmede açılır)' });
    expect(terms).toHaveAttribute('href', '/pages/1');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: 'Gizlilik Politikasını (yeni sekmede açılır)' });
    expect(privacy).toHaveAttribute('href', '/pages/2');
    expect(
      screen.getByRole('checkbox', {
        name: 'Genel Şartlar ve Koşulları (yeni sekmede açılır) kabul ediyorum ve Gizlilik Politikasını (yeni sekmede açılır) okudum',
      }),
    ).toBeInTheDocument();
  });
});

describe('Sign Up form: a market that requires a deposit limit (issue 30, item 4)', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  const withMarket = (depositLimitAtRegistration: boolean) =>
    queryClient.setQueryData(bootstrapQueryKey, {
      market: {
        code: depositLimitAtRegistration ? 'strict' : 'tr',
        realityCheckMaxMinutes: depositLimitAtRegistration ? 60 : null,
        autoplay: !depositLimitAtRegistration,
        jackpotDisplays: !depositLimitAtRegistration,
        depositLimitAtRegistration,
      },
    } as unknown as Bootstrap);

  it('asks for the limit, in a named group, and never submits without one', async () => {
    withMarket(true);
    const api = fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />, { queryClient });
    const group = await screen.findByRole('group', { name: 'Your deposit limit' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('day');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Enter an amount above 0 (at most 10,000,000 ₺)')).toBeInTheDocument();
    expect(api.called('POST auth/register')).toHaveLength(0);
  });

  it('asks nothing more where the market does not require it', () => {
    withMarket(false);
    fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterForm onRegistered={jest.fn()} onLogin={jest.fn()} />, { lang: 'tr', queryClient });
    expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Para yatırma limitiniz' })).toBeNull();
  });
});
