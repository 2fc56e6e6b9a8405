import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bus } from '@playhub/shared/bus';
import { queryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { sessionFixture } from '@/test/fixtures';
import { renderAccount } from '@/test/render';
import RegisterDialog from './register-dialog';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn(() => Promise.resolve()) }));

const countries = {
  data: {
    countries: [
      { id: 14, name: 'Austria' },
      { id: 300, name: 'Türkiye' },
    ],
  },
};

async function fillForm(user: UserEvent, { trialBonus = false } = {}) {
  await user.type(screen.getByLabelText('Name'), 'Ayşe');
  await user.type(screen.getByLabelText('Surname'), 'Yılmaz');
  await user.type(screen.getByLabelText('Username'), 'ayse2024');
  await user.type(screen.getByLabelText('E-mail'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Phone'), '5321234567');
  await user.type(screen.getByLabelText('National ID number'), '12345678950');
  await user.type(screen.getByLabelText('Day'), '07');
  await user.type(screen.getByLabelText('Month'), '03');
  await user.type(screen.getByLabelText('Year'), '1990');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret');
  if (trialBonus) await user.click(screen.getByLabelText('I want the trial bonus'));
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
}

describe('Sign Up dialog (Requirements §2/§3/§4)', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  it('defaults the country to Türkiye and blocks an invalid form', async () => {
    const api = fakeApi({ 'GET auth/form': countries });
    renderAccount(<RegisterDialog params={undefined} close={jest.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('300'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ali  Veli');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Use letters only, words separated by single spaces')).toBeInTheDocument();
    expect(api.called('POST auth/register')).toHaveLength(0);
  });

  it('without the trial bonus: logs in, resets the amount to 0 and celebrates with Deposit and Live Chat', async () => {
    const api = fakeApi({
      'GET auth/form': countries,
      'POST auth/register': { message: 'Registered', data: sessionFixture() },
    });
    uiStore.getState().setTrialBonusAmount(100);
    const chat = jest.fn();
    const offChat = uiStore.subscribe((state, previous) => {
      if (state.chatRequests > previous.chatRequests) chat();
    });
    const onLogin = jest.fn();
    const offLogin = bus.on('auth:login', onLogin);
    const close = jest.fn();
    const view = renderAccount(<RegisterDialog params={undefined} close={close} />);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('300'));
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(api.called('POST auth/register')[0]?.body).toMatchObject({
      name: 'Ayşe',
      phone: '905321234567',
      PersonalNo: '12345678950',
      country: 300,
      currencyId: 1,
      birthDate: '1990-03-07',
      trialBonus: 0,
      acceptTerms: true,
    });
    expect(sessionStore.getState().hasLogin).toBe(true);
    expect(uiStore.getState().trialBonusAmount).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(chat).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
    // The login is announced once the dialog is gone (the host closes dialogs on it).
    expect(onLogin).not.toHaveBeenCalled();
    view.unmount();
    expect(onLogin).toHaveBeenCalledWith({ username: 'newplayer' });
    offChat();
    offLogin();
  });

  it('with the trial bonus: requests the code at once, then verifies and offers the bonus', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = fakeApi({
      'GET auth/form': countries,
      'POST auth/register': { data: sessionFixture() },
      'POST customer/updatephone': ({ body }) =>
        (body as { step: number }).step === 1
          ? { message: 'Code sent' }
          : { message: 'Verified', data: { phone: '905321234567', smsVerified: true } },
      'GET bonus/definetrialbonus': {
        message: 'Bonus credited',
        data: { amount: 100, balance: 100, wageringRequired: 1000 },
      },
    });
    const wallet = jest.fn();
    const off = bus.on('wallet:changed', wallet);
    const close = jest.fn();
    renderAccount(<RegisterDialog params={undefined} close={close} />);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('300'));
    uiStore.getState().setTrialBonusAmount(100);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillForm(user, { trialBonus: true });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const code = await screen.findByLabelText('Verification Code');
    expect(api.called('POST customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905321234567' });
    expect(screen.getByRole('button', { name: 'Skip Verification' })).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByText(/trial bonus of ₺100\.00/)).toBeInTheDocument();
    expect(sessionStore.getState().authData).toMatchObject({ smsVerified: true });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(wallet).toHaveBeenCalled());
    expect(close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(close).toHaveBeenCalled();
    off();
    jest.useRealTimers();
  });
});
