import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractSchema as s, defineDialog, type DialogProps } from '@playhub/shared/contracts';
import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { signIn } from '@playhub/shared/testing';
import { closeDialogs, openDialog, uiStore, useUi } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { continueAfterLogin } from '../routing/intended-path';
import { ToastHost } from '@playhub/kit/ui-kit';
import { DialogManager } from './dialog-manager';

function Login({ close }: DialogProps<'account/login'>) {
  return (
    <button type="button" onClick={close}>
      login form
    </button>
  );
}
function Call() {
  return (
    <form aria-label="call request form">
      <button type="button">help</button>
      <input aria-label="Name" />
    </form>
  );
}
function Deposit({ params }: DialogProps<'wallet/deposit'>) {
  return <p>deposit {params.title}</p>;
}
/** Counts renders: a dialog that requires a login must never render for a visitor. */
let walletRenders = 0;
function Wallet({ params }: DialogProps<'wallet/deposit-modal'>) {
  walletRenders += 1;
  return <p>wallet {params?.mode}</p>;
}
/** Stands for the phone's game: counts its mounts, so a restarted game shows. */
let gameMounts = 0;
function Game({ params, close }: DialogProps<'casino/play'>) {
  useEffect(() => {
    gameMounts += 1;
  }, []);
  return (
    <div>
      <p>game {params.encoded}</p>
      <button type="button" onClick={() => openDialog('wallet/deposit', { id: 4, type: 3, title: 'Papara' })}>
        Deposit
      </button>
      <button type="button" onClick={close}>
        Exit game
      </button>
    </div>
  );
}

// The verticals' declarations as their remotes make them (schemas of the same shape).
const none = s.undefined();
const method = s.object({ id: s.int(), type: s.int(), title: s.string() });
const walletModal = s.optional(s.object({ mode: s.optional(s.enum(['deposit', 'withdraw'])) }));
const registry = fakeRegistry({
  account: {
    name: 'account',
    dialogs: {
      'account/login': defineDialog({ params: s.optional(s.object({})), component: Login }),
      'account/call-request': defineDialog({ params: none, component: Call, size: 'call' }),
    },
  },
  wallet: {
    name: 'wallet',
    dialogs: {
      'wallet/deposit': defineDialog({ params: method, component: Deposit, size: 'medium' }),
      'wallet/deposit-modal': defineDialog({
        params: walletModal,
        component: Wallet,
        size: 'medium',
        requiresAuth: true,
      }),
    },
  },
  casino: {
    name: 'casino',
    dialogs: {
      'casino/play': defineDialog({
        params: s.object({ encoded: s.string() }),
        component: Game,
        size: 'bare',
        keptBeneath: true,
      }),
    },
  },
});

it('renders nothing while no dialog is requested', () => {
  const { container } = renderHost(<DialogManager />, { registry });
  expect(container).toBeEmptyDOMElement();
});

it('resolves a dialog from its owner remote, with its params', async () => {
  renderHost(<DialogManager />, { registry });
  act(() => openDialog('wallet/deposit', { id: 3, type: 6, title: 'Crypto' }));
  expect(await screen.findByText('deposit Crypto')).toBeInTheDocument();
});

it('shows one dialog at a time: opening one closes the other', async () => {
  renderHost(<DialogManager />, { registry });
  act(() => openDialog('account/login'));
  expect(await screen.findByText('login form')).toBeInTheDocument();
  act(() => openDialog('account/call-request'));
  expect(await screen.findByRole('form', { name: 'call request form' })).toBeInTheDocument();
  expect(screen.queryByText('login form')).not.toBeInTheDocument();
  expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
});

it('the dialog close prop and closeDialogs both close it', async () => {
  renderHost(<DialogManager />, { registry });
  act(() => openDialog('account/login'));
  const button = await screen.findByText('login form');
  act(() => button.click());
  expect(uiStore.getState().dialog).toBeNull();
  act(() => openDialog('account/login'));
  await screen.findByText('login form');
  act(() => closeDialogs());
  expect(screen.queryByText('login form')).not.toBeInTheDocument();
});

it('resolves the host popup without any remote', async () => {
  renderHost(<DialogManager />, { registry: fakeRegistry(), bootstrap: bootstrapFixture() });
  act(() => openDialog('host/popup'));
  expect(await screen.findByRole('link', { name: 'Open the announcement' })).toBeInTheDocument();
});

it('a dialog its owner does not provide renders nothing (no crash)', async () => {
  renderHost(<DialogManager />, { registry });
  act(() => openDialog('account/recovery'));
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('issue 17.4 / 17.12', () => {
  it('starts on the first field and gives focus back to the opener when closed', async () => {
    renderHost(
      <>
        <button type="button" onClick={() => openDialog('account/call-request')}>
          Call Request
        </button>
        <DialogManager />
      </>,
      { registry },
    );
    const opener = screen.getByRole('button', { name: 'Call Request' });
    await userEvent.click(opener);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    act(() => closeDialogs());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus to the menu’s trigger when the entry that opened the dialog is gone (issue 33)', async () => {
    function Menu() {
      const open = useUi((s) => s.sidebarOpen);
      return (
        <>
          <button
            type="button"
            aria-controls="account-menu"
            onClick={() => uiStore.getState().setSidebarOpen(true)}
          >
            Account menu
          </button>
          <div id="account-menu">
            {open && (
              <button
                type="button"
                onClick={() => {
                  uiStore.getState().setSidebarOpen(false);
                  openDialog('account/call-request');
                }}
              >
                Notifications
              </button>
            )}
          </div>
        </>
      );
    }
    renderHost(
      <>
        <Menu />
        <DialogManager />
      </>,
      { registry },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    act(() => closeDialogs());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('a game opened after the login it needed gives focus back to the game’s opener (issue 33)', async () => {
    renderHost(
      <>
        <button type="button" onClick={() => openDialog('account/login')}>
          Aviator
        </button>
        <DialogManager />
      </>,
      { registry },
    );
    const opener = screen.getByRole('button', { name: 'Aviator' });
    await userEvent.click(opener);
    const submit = await screen.findByRole('button', { name: 'login form' });
    act(() => submit.focus());
    act(() => {
      closeDialogs(); // the login closes the dialogs, then the game it was for opens
      openDialog('casino/play', { encoded: 'abc' });
    });
    const exit = await screen.findByRole('button', { name: 'Exit game' });
    await userEvent.click(exit);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('locks page scrolling while a dialog is open', async () => {
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('account/login'));
    await screen.findByText('login form');
    expect(document.body).toHaveClass('no-scroll');
    act(() => closeDialogs());
    expect(document.body).not.toHaveClass('no-scroll');
  });

  it('a dialog whose vertical cannot load shows the unavailable state with retry inside a dialog', async () => {
    renderHost(<DialogManager />, { registry: fakeRegistry() });
    act(() => openDialog('account/login'));
    const dialog = await screen.findByRole('dialog', { name: 'This section is unavailable right now.' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(uiStore.getState().dialog).toBeNull();
  });
});

describe('issue 18.1: the manager checks requiresAuth once for every vertical', () => {
  /** The host's order on login (use-session-wiring): close the dialogs, then continue. */
  function wireLogin() {
    const offClose = bus.on('auth:login', () => closeDialogs());
    const offContinue = continueAfterLogin(jest.fn());
    return () => {
      offClose();
      offContinue();
    };
  }

  it('a visitor asking for a dialog that requires a login gets the login dialog, then that dialog', async () => {
    walletRenders = 0;
    const unwire = wireLogin();
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('wallet/deposit-modal', { mode: 'deposit', fullHeight: true }));
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(uiStore.getState().dialog?.id).toBe('account/login');
    expect(walletRenders).toBe(0);
    act(() => {
      sessionStore.getState().login({ token: 't', username: 'demo' });
      bus.emit('auth:login', { username: 'demo' });
    });
    expect(await screen.findByText('wallet deposit')).toBeInTheDocument();
    expect(uiStore.getState().dialog).toMatchObject({
      id: 'wallet/deposit-modal',
      params: { mode: 'deposit', fullHeight: true },
    });
    expect(screen.queryByText('login form')).not.toBeInTheDocument();
    unwire();
  });

  it('closing the login dialog without logging in forgets the dialog asked for', async () => {
    const unwire = wireLogin();
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('wallet/deposit-modal', { mode: 'withdraw' }));
    await userEvent.click(await screen.findByText('login form'));
    expect(uiStore.getState().dialog).toBeNull();
    // Later the visitor logs in from the header: no wallet appears.
    act(() => {
      sessionStore.getState().login({ token: 't', username: 'demo' });
      bus.emit('auth:login', { username: 'demo' });
    });
    expect(uiStore.getState().dialog).toBeNull();
    unwire();
  });

  it('a player gets the dialog at once; a dialog without requiresAuth opens for a visitor too', async () => {
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('wallet/deposit', { id: 1, type: 1, title: 'Papara' }));
    expect(await screen.findByText('deposit Papara')).toBeInTheDocument();
    act(() => void signIn());
    act(() => openDialog('wallet/deposit-modal', { mode: 'withdraw' }));
    expect(await screen.findByText('wallet withdraw')).toBeInTheDocument();
    expect(uiStore.getState().dialog?.id).toBe('wallet/deposit-modal');
  });

  it('a session that ends under such a dialog closes it without asking for a login', async () => {
    signIn();
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('wallet/deposit-modal', { mode: 'deposit' }));
    expect(await screen.findByText('wallet deposit')).toBeInTheDocument();
    act(() => sessionStore.getState().clear());
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
    expect(screen.queryByText('login form')).not.toBeInTheDocument();
  });
});

describe('issue 17.8: the phone game stays beneath a dialog opened over it', () => {
  it('keeps the game running under the deposit; closing the deposit returns to it, focus on Deposit', async () => {
    gameMounts = 0;
    renderHost(<DialogManager />, { registry });
    act(() => openDialog('casino/play', { encoded: 'amusnet' }));
    const user = userEvent.setup();
    const deposit = await screen.findByRole('button', { name: 'Deposit' });
    deposit.focus();
    await user.click(deposit);
    expect(await screen.findByText('deposit Papara')).toBeInTheDocument();
    expect(screen.getByText('game amusnet')).toBeInTheDocument();
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(2);
    // Escape: the browser's cancel on the dialog on top (jsdom has no key handling for it).
    const top = screen.getByText('deposit Papara').closest('dialog')!;
    act(() => void top.dispatchEvent(new Event('cancel', { cancelable: true })));
    await waitFor(() => expect(screen.queryByText('deposit Papara')).not.toBeInTheDocument());
    expect(screen.getByText('game amusnet')).toBeInTheDocument();
    expect(gameMounts).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Exit game' }));
    expect(uiStore.getState().dialog).toBeNull();
  });
});

describe('issue 31: params checked against the declaring vertical', () => {
  const openAny = (id: string, params?: unknown) =>
    (openDialog as unknown as (id: string, params?: unknown) => void)(id, params);

  it('does not open a dialog whose params fail its schema: a toast says so, the beacon gets why', async () => {
    const report = jest.spyOn(registry, 'reportRenderError');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHost(
      <>
        <DialogManager />
        <ToastHost />
      </>,
      { registry },
    );
    act(() => openAny('wallet/deposit', { id: 'three', type: 6, title: 'Crypto' }));
    expect((await screen.findAllByText(/This window could not be opened/))[0]).toBeVisible();
    expect(screen.queryByText(/deposit/)).not.toBeInTheDocument();
    expect(uiStore.getState().dialog).toBeNull();
    expect(report).toHaveBeenCalledWith(
      'wallet',
      expect.objectContaining({ message: expect.stringMatching(/wallet\/deposit refused its params/) }),
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/wallet\/deposit refused its params \(id:/));
    report.mockRestore();
    error.mockRestore();
  });

  it('refuses an id of no known namespace, and one its vertical does not declare, without a crash', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHost(
      <>
        <DialogManager />
        <ToastHost />
      </>,
      { registry, lang: 'tr' },
    );
    act(() => openAny('bank/transfer', { amount: 5 }));
    expect((await screen.findAllByText(/Bu pencere açılamadı/))[0]).toBeVisible();
    expect(uiStore.getState().dialog).toBeNull();
    act(() => openAny('wallet/nowhere'));
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/bank\/transfer is in no known namespace/));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/no dialog wallet\/nowhere is declared/));
    error.mockRestore();
  });
});
