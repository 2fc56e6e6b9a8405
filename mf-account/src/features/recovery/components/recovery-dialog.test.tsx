import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { renderAccount } from '@/test/render';
import RecoveryDialog from './recovery-dialog';

describe('recovery dialog (Requirements §2/§4/§5)', () => {
  afterEach(() => jest.useRealTimers());

  it('username → code → new password → success, then the login dialog after 1 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = fakeApi({
      'POST auth/sendresetpassword': { message: 'Code sent' },
      'POST auth/checkresetcode': ({ body }) =>
        (body as { code: string }).code === '654321'
          ? { message: 'ok' }
          : { status: 422, success: false, message: 'Wrong code' },
      'POST auth/changepasswordwithcode': { message: 'Password changed' },
    });
    renderAccount(<RecoveryDialog params={undefined} close={jest.fn()} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(
      await screen.findByText(
        'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please enter your new password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(
      await screen.findByText('Password change successful. You are now directed to the login page.'),
    ).toBeInTheDocument();
    expect(api.called('POST auth/changepasswordwithcode')[0]?.body).toEqual({
      username: 'demo',
      code: '654321',
      password: 'newpass1',
      password2: 'newpass1',
    });
    expect(uiStore.getState().dialog).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(uiStore.getState().dialog?.id).toBe('account/login');
  });

  it('a refused username stays on step 1 with the server message', async () => {
    fakeApi({
      'POST auth/sendresetpassword': { status: 429, success: false, message: 'Try again in a minute' },
    });
    renderAccount(<RecoveryDialog params={undefined} close={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Try again in a minute')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });
});
