import { act, screen } from '@testing-library/react';
import type { DialogProps } from '@playhub/shared/contracts';
import { resetStores } from '@playhub/shared/testing';
import { closeDialogs, openDialog, uiStore } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { DialogManager } from './dialog-manager';

function Login({ close }: DialogProps<'account/login'>) {
  return (
    <button type="button" onClick={close}>
      login form
    </button>
  );
}
function Call() {
  return <p>call request form</p>;
}
function Deposit({ params }: DialogProps<'wallet/deposit'>) {
  return <p>deposit {params.title}</p>;
}

const registry = fakeRegistry({
  account: {
    name: 'account',
    dialogs: {
      'account/login': { component: Login },
      'account/call-request': { component: Call, size: 'call' },
    },
  },
  wallet: { name: 'wallet', dialogs: { 'wallet/deposit': { component: Deposit, size: 'medium' } } },
});

beforeEach(() => resetStores());

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
  expect(await screen.findByText('call request form')).toBeInTheDocument();
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
