import { Suspense, type ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogProps } from '@playhub/shared/contracts';
import { fakeApi, resetStores, testProtectionStatus, type FakeApi } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import remote from './remote';
import { fields, methodGroups, renderWallet } from './test-utils';

// Compile the lazy pages and dialogs once up front, so no single test pays for it.
beforeAll(async () => {
  await Promise.all([
    import('./app/routes/deposit-page'),
    import('./app/routes/withdraw-page'),
    import('./app/dialogs/deposit-dialog'),
    import('./app/dialogs/withdraw-dialog'),
    import('./app/dialogs/deposit-modal'),
  ]);
}, 30_000);

let api: FakeApi;
beforeEach(() => {
  resetStores();
  api = fakeApi({
    'GET payment/methods': { data: methodGroups },
    'GET protection': { data: testProtectionStatus({ firstDeposit: false }) },
    'POST payment/detail': { data: [fields.amount] },
    // Issue 32: withdrawals have reached the KYC threshold without a verified identity.
    'GET kyc/status': {
      data: {
        status: 'not_started',
        reason: '',
        expiresAt: null,
        documents: [],
        withdrawThreshold: 2000,
        withdrawnTotal: 2000,
      },
    },
  });
});

function renderRoute(path: string) {
  const route = remote.routes.find((r) => r.path === path)!;
  const Page = route.component;
  return renderWallet(
    <Suspense fallback="loading">
      <Page />
    </Suspense>,
    { route: path, session: { balance: 1250.5 } },
  );
}

function renderDialog<Id extends 'wallet/deposit' | 'wallet/withdraw' | 'wallet/deposit-modal'>(
  id: Id,
  params: DialogProps<Id>['params'],
) {
  const Dialog = remote.dialogs[id].component as ComponentType<DialogProps<Id>>;
  const close = jest.fn();
  renderWallet(
    <Suspense fallback="loading">
      <Dialog params={params} close={close} />
    </Suspense>,
    { session: {} },
  );
  return { close };
}

describe('wallet remote entry (contract)', () => {
  it('declares its routes behind login and its dialogs at medium size', () => {
    expect(remote.name).toBe('wallet');
    expect(remote.routes.map((r) => [r.path, r.requiresAuth])).toEqual([
      ['/dashboard/deposit', true],
      ['/dashboard/withdraw', true],
    ]);
    expect(Object.keys(remote.dialogs)).toEqual([
      'wallet/deposit',
      'wallet/withdraw',
      'wallet/deposit-modal',
    ]);
    for (const dialog of Object.values(remote.dialogs)) expect(dialog.size).toBe('medium');
  });

  it('/dashboard/deposit lists the four groups with logos and limits; a choice opens the deposit dialog', async () => {
    renderRoute('/dashboard/deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit Money' })).toBeInTheDocument();
    expect(api.called('GET payment/methods')).toEqual([expect.objectContaining({ query: { type: '1' } })]);
    for (const group of [
      'Bank Transfer',
      'Crypto & Credit Card',
      'Papara, Popy, Payco & More',
      'QR Payment',
    ]) {
      expect(await screen.findByRole('region', { name: group })).toBeInTheDocument();
    }
    const papara = screen.getByRole('region', { name: 'Papara, Popy, Payco & More' });
    const card = within(papara).getByRole('button', { name: 'Deposit with Papara' }).closest('li')!;
    expect(within(card).getByText('Papara')).toBeInTheDocument();
    expect(within(card).getByText('Min ₺50.00')).toBeInTheDocument();
    expect(within(card).getByText('Max ₺25,000.00')).toBeInTheDocument();
    const logo = card.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/api/media/payment/3.svg');
    expect(logo).toHaveAttribute('width', '56');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₺1,250.50');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/dashboard/withdraw');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit with Papara' }));
    expect(uiStore.getState().dialog).toMatchObject({
      id: 'wallet/deposit',
      params: { id: 4, type: 1, title: 'Papara' },
    });
  });

  it('/dashboard/withdraw asks for withdraw methods and opens the withdraw dialog', async () => {
    renderRoute('/dashboard/withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw Money' })).toBeInTheDocument();
    expect(api.called('GET payment/methods')).toEqual([expect.objectContaining({ query: { type: '2' } })]);
    const kyc = await screen.findByRole('note', { name: 'Verify your identity to withdraw more' });
    expect(within(kyc).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/dashboard/verification',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Withdraw with Bank Transfer' }));
    expect(uiStore.getState().dialog).toMatchObject({
      id: 'wallet/withdraw',
      params: { id: 1, type: 2, title: 'Bank Transfer' },
    });
  });

  it('the deposit dialog shows the caller title, loads the fields and closes through the host', async () => {
    const { close } = renderDialog('wallet/deposit', { id: 4, type: 1, title: 'Papara' });
    const dialog = await screen.findByRole('dialog', { name: 'Papara' });
    expect(await within(dialog).findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    expect(api.called('POST payment/detail')).toEqual([
      expect.objectContaining({ body: { id: 4, type: 1 } }),
    ]);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('the deposit modal: title, method choice, then the dynamic form, with a way back', async () => {
    renderDialog('wallet/deposit-modal', { fullHeight: true });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('data-full-height', 'true');
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Deposit with QR Payment' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    expect(api.called('POST payment/detail')).toEqual([
      expect.objectContaining({ body: { id: 10, type: 1 } }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment methods' }));
    expect(within(dialog).getByRole('button', { name: 'Deposit with QR Payment' })).toBeInTheDocument();
  });
});

describe('opening the wallet (no bus request)', () => {
  it('every wallet dialog requires a login, so the host asks a visitor to log in first', () => {
    expect(
      Object.fromEntries(Object.entries(remote.dialogs).map(([id, dialog]) => [id, dialog.requiresAuth])),
    ).toEqual({ 'wallet/deposit': true, 'wallet/withdraw': true, 'wallet/deposit-modal': true });
  });
});
