import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@playhub/shared/router';
import userEvent from '@testing-library/user-event';
import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { sessionFixture } from '@/test/fixtures';
import { renderAccount } from '@/test/render';
import LoginDialog from './login-dialog';

describe('login dialog (Requirements §2/§4/§5)', () => {
  it('shows the Requirements §2 controls and links', async () => {
    renderAccount(<LoginDialog params={undefined} close={jest.fn()} />);
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recovery Password' }));
    expect(uiStore.getState().dialog?.id).toBe('account/recovery');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(uiStore.getState().dialog?.id).toBe('account/register');
  });

  it('never submits an invalid form and shows the first error of each control', async () => {
    const api = fakeApi({ 'POST auth/login': { data: sessionFixture() } });
    renderAccount(<LoginDialog params={undefined} close={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('leaving an empty field never used shows nothing; typed and emptied, it shows the error', async () => {
    renderAccount(<LoginDialog params={undefined} close={jest.fn()} />);
    const user = userEvent.setup();
    // The dialog starts on Username; pressing a link must not put an error there first (issue 17.4).
    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Username'));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'a');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Username'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('logs in: stores the session, greets and announces auth:login', async () => {
    const api = fakeApi({
      'POST auth/login': { message: 'Welcome, Demo!', data: sessionFixture({ username: 'demo' }) },
    });
    const onLogin = jest.fn();
    const off = bus.on('auth:login', onLogin);
    const close = jest.fn();
    renderAccount(<LoginDialog params={undefined} close={close} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ username: 'demo' }));
    expect(api.called('POST auth/login')[0]?.body).toEqual({ username: 'demo', password: 'demo12345' });
    expect(sessionStore.getState()).toMatchObject({
      hasLogin: true,
      userName: 'Ayşe Yılmaz',
      userCode: '12345678',
    });
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({ token: 'tok-1' });
    expect(await screen.findByText('Welcome, Demo!')).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    off();
  });

  it('shows the server message and stays when the server says no', async () => {
    fakeApi({ 'POST auth/login': { status: 401, success: false, message: 'Wrong username or password' } });
    const close = jest.fn();
    renderAccount(<LoginDialog params={undefined} close={close} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'nope1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    expect(sessionStore.getState().hasLogin).toBe(false);
  });

  it('after a session expired, says so above the form', () => {
    renderAccount(<LoginDialog params={{ reason: 'expired' }} close={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired for your security. Please log in again.',
    );
  });
});

/** Where the router is, for the test to read. */
function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('on a time-out or self-exclusion: the balance by SMS code (issue 28)', () => {
  it('sends the code, then opens the withdrawal-only session on the withdraw page', async () => {
    const api = fakeApi({
      'POST auth/breakaccess': ({ body }) =>
        (body as { code?: string }).code
          ? {
              message: 'You are on a break until 24 May 2027, 10:00.',
              data: sessionFixture({ username: 'demo', access: 'withdraw' }),
            }
          : { message: 'If these details belong to an account on a break, we have sent a code.', data: null },
    });
    const onLogin = jest.fn();
    const off = bus.on('auth:login', onLogin);
    const close = jest.fn();
    renderAccount(
      <>
        <LoginDialog params={undefined} close={close} />
        <Where />
      </>,
    );
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'On a time-out or self-exclusion? Withdraw your balance' }),
    );
    expect(screen.getByRole('form', { name: 'Withdraw during a break' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/we have sent a code/)).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText('Code from the SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Open my balance' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ username: 'demo' }));
    expect(api.called('POST auth/breakaccess').map((c) => c.body)).toEqual([
      { username: 'demo', password: 'demo12345' },
      { username: 'demo', password: 'demo12345', code: '123456' },
    ]);
    expect(sessionStore.getState().authData?.access).toBe('withdraw');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/withdraw'),
    );
    expect(await screen.findByText('You are on a break until 24 May 2027, 10:00.')).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    off();
  });
});
