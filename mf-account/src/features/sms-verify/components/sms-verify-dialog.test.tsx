import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn, type ApiRoutes } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { resetCodeCooldowns } from '@/components/sms-verify/code-cooldown';
import SmsVerifyDialog from './sms-verify-dialog';

const routes = {
  'POST customer/updatephone': ({ body }) => {
    const { step, code } = body as { step: number; code?: string };
    if (step === 1) return { message: 'Code sent' };
    return code === '123456'
      ? { message: 'Verified', data: { phone: '905551112233', smsVerified: true } }
      : { status: 422, success: false, message: 'Wrong code' };
  },
} satisfies ApiRoutes;

describe('SMS verify dialog (Requirements §2/§4)', () => {
  beforeEach(() => {
    resetStores();
    resetCodeCooldowns();
    signIn({ phone: '905321234567', smsVerified: false });
  });
  afterEach(() => jest.useRealTimers());

  it('step 1 → step 2 (phone locked, mask 00-00-00); Change Phone Number returns and clears the code', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = fakeApi(routes);
    renderAccount(<SmsVerifyDialog params={undefined} close={jest.fn()} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveValue('+90 (532) 123 45 67'));
    expect(screen.queryByRole('button', { name: 'Skip Verification' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText('Verification Code');
    expect(api.called('POST customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905321234567' });
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in');
    await user.type(code, '1234');
    expect(code).toHaveValue('12-34');
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).not.toHaveAttribute('readonly');
    await user.clear(phone);
    await user.type(phone, '5551112233');
    // The server sends one code a minute per player, to any number (issue 17.9): the wait shows.
    const send = screen.getByRole('button', { name: 'Send Code' });
    expect(send).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/You can ask for a new code in \d+ s/);
    expect(send).toHaveAccessibleDescription(/one code a minute/);
    act(() => jest.advanceTimersByTime(60_000));
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByLabelText('Verification Code')).toHaveValue('');
    expect(api.called('POST customer/updatephone')[1]?.body).toEqual({ step: 1, phone: '905551112233' });
  });

  it('wrong code: server message, same step; right code: Requirements §2 text, phone stored', async () => {
    fakeApi(routes);
    const close = jest.fn();
    renderAccount(<SmsVerifyDialog params={undefined} close={close} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText('Verification Code');
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    // Only the server's message (issue 17.9): the code is cleared without a "required" error.
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveValue(''));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Congratulations! Your Phone Number has been successfully verified!'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().authData).toMatchObject({ phone: '905551112233', smsVerified: true });
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({ smsVerified: true });
    // The last 'Close' is the success screen's button (the first is the frame's ×).
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it("offers 'Skip Verification' when reached from registration, which closes", async () => {
    fakeApi(routes);
    const close = jest.fn();
    renderAccount(<SmsVerifyDialog params={{ fromRegistration: true }} close={close} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip Verification' }));
    expect(close).toHaveBeenCalled();
  });

  it('invalid input is never sent', async () => {
    signIn({ phone: '' });
    const api = fakeApi(routes);
    renderAccount(<SmsVerifyDialog params={undefined} close={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a refused request (429) starts the countdown the server asked for', async () => {
    fakeApi({
      'POST customer/updatephone': {
        status: 429,
        success: false,
        message: 'Please wait 42 seconds before requesting a new code',
      },
    });
    renderAccount(<SmsVerifyDialog params={undefined} close={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(
      await screen.findByText('Please wait 42 seconds before requesting a new code'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('42 s');
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeDisabled();
  });
});
