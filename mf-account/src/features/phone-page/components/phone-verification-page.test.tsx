import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, resetStores, signIn, type ApiRoutes } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { resetCodeCooldowns } from '@/components/sms-verify/code-cooldown';
import PhoneVerificationPage from './phone-verification-page';

const routes = {
  'POST customer/updatephone': ({ body }) => {
    const { step, code, phone } = body as { step: number; code?: string; phone: string };
    if (step === 1) return { message: 'Code sent' };
    return code === '123456'
      ? { message: 'Phone verified', data: { phone, smsVerified: true } }
      : { status: 422, success: false, message: 'Wrong code' };
  },
} satisfies ApiRoutes;

describe('dashboard phone verification page (Requirements §2/§4)', () => {
  beforeEach(() => {
    resetStores();
    resetCodeCooldowns();
  });

  it('shows breadcrumb, title and Verified on load for a verified player', () => {
    signIn({ phone: '905321234567', smsVerified: true });
    renderAccount(<PhoneVerificationPage />, { route: '/dashboard/phone-verification' });
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Verification' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Dashboard');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Send Code' })).not.toBeInTheDocument();
  });

  it('NotVerified → VerificationCode (mask 000-000) → a failed check clears the code → Verified', async () => {
    signIn({ phone: '905321234567', smsVerified: false });
    fakeApi(routes);
    renderAccount(<PhoneVerificationPage />, { route: '/dashboard/phone-verification' });
    const user = userEvent.setup();
    expect(screen.getByText('Not Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText('Verification Code');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await user.type(code, '999999');
    expect(code).toHaveValue('999-999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveValue('');
    // Only the server's message: no "required" error for the field it cleared (issue 17.9).
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it("'Update Number' makes the phone editable and sends the code to the new number", async () => {
    signIn({ phone: '905321234567', smsVerified: false });
    const api = fakeApi(routes);
    renderAccount(<PhoneVerificationPage />, { route: '/dashboard/phone-verification' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Number' }));
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).not.toHaveAttribute('readonly');
    await user.clear(phone);
    await user.type(phone, '5551112233');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText('Verification Code');
    expect(api.called('POST customer/updatephone')[0]?.body).toEqual({ step: 1, phone: '905551112233' });
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+90 (555) 111 22 33');
  });
});
