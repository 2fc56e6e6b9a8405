import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@playhub/shared/bus';
import { TransactionStatus } from '@playhub/shared/contracts';
import {
  fakeApi,
  resetStores,
  testProtectionStatus,
  type ApiReply,
  type ApiResolver,
  type FakeApi,
} from '@playhub/shared/testing';
import { notify } from '@playhub/kit/ui-kit';
import { fields, renderWallet } from '../../../test-utils';
import { DepositFlow } from './deposit-flow';

const PAY_URL = 'http://127.0.0.1:8090/api/demo/pay/abcdefghijkl?lang=en';
const RECEIVED =
  'Your deposit of 150 ₺ has been received. Your balance will be updated as soon as Papara confirms the payment';

/** The amount field from `payment/detail`; `deposit` answers `payment/deposit`. */
function answer(deposit: ApiReply | ApiResolver) {
  return fakeApi({ 'POST payment/detail': { data: [fields.amount] }, 'POST payment/deposit': deposit });
}

/** `payment/lastdeposit` answers, one per call (the last one repeats). */
function lastDeposits(...statuses: TransactionStatus[]) {
  let n = 0;
  return fakeApi({
    'GET payment/lastdeposit': () => ({
      data: {
        id: 41,
        status: statuses[Math.min(n++, statuses.length - 1)],
        amount: 150,
        methodName: 'Papara',
        createdAt: '2025-01-01T10:00:00',
      },
    }),
  });
}

const idempotencyKeys = (api: FakeApi) =>
  api.called('POST payment/deposit').map(({ headers }) => headers['idempotency-key']);

async function submitAmount(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

const outcome = () => screen.getByTestId('deposit-outcome');
const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

let open: jest.SpyInstance;
let changed: jest.Mock;
let off: () => void;
beforeEach(() => {
  resetStores();
  lastDeposits(TransactionStatus.Pending);
  fakeApi({ 'GET protection': { data: testProtectionStatus() } });
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  changed = jest.fn();
  off = bus.on('wallet:changed', changed);
});
afterEach(() => {
  open.mockRestore();
  off();
});

describe('DepositFlow', () => {
  it('loads the fields with payment/detail and sends id, target pay, the detail and an idempotency key', async () => {
    const api = answer({ message: RECEIVED });
    renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    expect(api.called('POST payment/detail')[0]?.body).toEqual({ id: 4, type: 1 });
    await waitFor(() =>
      expect(api.called('POST payment/deposit')).toEqual([
        expect.objectContaining({
          body: { id: 4, target: 'pay', detail: { amount: 150 } },
          headers: expect.objectContaining({
            'idempotency-key': expect.stringMatching(/^[A-Za-z0-9_:.-]{8,100}$/),
          }),
        }),
      ]),
    );
  });

  it('a double click on Submit sends one deposit', async () => {
    let resolve: (reply: ApiReply) => void = () => {};
    const api = answer(() => new Promise((r) => (resolve = r)));
    renderWallet(<DepositFlow id={4} />, { session: {} });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '150');
    const submit = screen.getByRole('button', { name: 'Submit' });
    // Both clicks land before React re-renders the button as busy.
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(api.called('POST payment/deposit')).toHaveLength(1));
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve({ message: RECEIVED }));
    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    expect(api.called('POST payment/deposit')).toHaveLength(1);
  });

  it('Message state: the "received" message; the balance follows the confirmation, not the submit', async () => {
    answer({ message: RECEIVED });
    const polls = lastDeposits(TransactionStatus.Pending, TransactionStatus.Confirmed);
    const { queryClient } = renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    await waitFor(() => {
      expect(polls.calls).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(outcome()).toHaveTextContent('Waiting for the payment provider to confirm…');
    expect(changed).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    focusWindow();
    await waitFor(() =>
      expect(outcome()).toHaveTextContent('Payment received: ₺150.00 has been added to your balance.'),
    );
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('Iframe state: opens the payment page, waits with progress, then shows a cancellation with a way back', async () => {
    answer({ data: PAY_URL, message: 'ok' });
    const polls = lastDeposits(TransactionStatus.Created, TransactionStatus.Cancelled);
    const { queryClient } = renderWallet(<DepositFlow id={2} />, { session: {} });
    const user = await submitAmount('150');
    expect(await screen.findByText('Click the button below to continue the process!')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(polls.calls).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(outcome()).toHaveTextContent('Waiting for your payment…');
    // Coming back from the payment tab asks at once.
    focusWindow();
    await waitFor(() =>
      expect(outcome()).toHaveTextContent('The payment of ₺150.00 was cancelled. Nothing was charged.'),
    );
    expect(screen.getByRole('img', { name: 'Not completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('Iframe state: a confirmed payment shows the amount paid', async () => {
    answer({ data: PAY_URL, message: 'ok' });
    lastDeposits(TransactionStatus.Confirmed);
    renderWallet(<DepositFlow id={2} />, { session: {} });
    await submitAmount('150');
    await waitFor(() =>
      expect(outcome()).toHaveTextContent('Payment received: ₺150.00 has been added to your balance.'),
    );
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
  });

  it('a refused deposit shows the server message and keeps the form; the next submit has a new key', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 1);
    const api = answer({
      status: 400,
      success: false,
      message: 'Amount: Amount must be between 50 and 25000 ₺',
    });
    renderWallet(<DepositFlow id={4} />, { session: {} });
    const user = await submitAmount('150');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Amount: Amount must be between 50 and 25000 ₺'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.called('POST payment/deposit')).toHaveLength(2));
    const [first, second] = idempotencyKeys(api);
    expect(second).not.toBe(first);
    expect(changed).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a retry after a network error sends the same key (the first attempt may have gone through)', async () => {
    let calls = 0;
    const api = answer(() => (++calls === 1 ? Response.error() : { message: RECEIVED }));
    fakeApi({ 'POST payment/depositbykey': { data: null } });
    renderWallet(<DepositFlow id={4} />, { session: {} });
    const user = await submitAmount('150');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your deposit did not reach us, so nothing was charged. Trying again is safe',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    const [first, second] = idempotencyKeys(api);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });
});

describe('DepositFlow after a lost answer (issue 33)', () => {
  const found = (status: TransactionStatus) => ({
    data: { id: 41, status, amount: 150, methodName: 'Papara', createdAt: '2025-01-01T10:00:00' },
  });

  it('looks the deposit up by the key it was sent with and says it went through; nothing is sent twice', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 1);
    const api = answer(() => Response.error());
    const lookup = fakeApi({ 'POST payment/depositbykey': found(TransactionStatus.Pending) });
    renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    expect(
      await screen.findByText(/Your deposit of 150,00 ₺ reached us|Your deposit of .*150.* reached us/),
    ).toBeInTheDocument();
    const [key] = idempotencyKeys(api);
    expect(lookup.called('POST payment/depositbykey')[0]?.body).toEqual({ key });
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(api.called('POST payment/deposit')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('says when it could not check, and that trying again is safe', async () => {
    answer(() => Response.error());
    fakeApi({ 'POST payment/depositbykey': () => Response.error() });
    renderWallet(<DepositFlow id={4} />, { session: {}, lang: 'tr' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yatırımınızın gerçekleşip gerçekleşmediği kontrol edilemedi',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('yeniden denemek güvenlidir');
  });
});

describe('DepositFlow under a deposit limit (issue 33)', () => {
  it('shows what may still be deposited before anything is typed, and caps the amount', async () => {
    answer({ message: RECEIVED });
    fakeApi({
      'GET protection': {
        data: testProtectionStatus({
          limits: [
            { kind: 'deposit', period: 'day', value: 1000, used: 800, pending: null },
            { kind: 'deposit', period: 'week', value: 5000, used: 0, pending: null },
          ],
          depositLimitChosen: true,
        }),
      },
    });
    renderWallet(<DepositFlow id={4} limits={{ min: 50, max: 25000 }} />, { session: {} });
    expect(await screen.findByTestId('deposit-allowance')).toHaveTextContent(
      /Your deposit limit: .*1[.,]000.* per 24 hours\. You can still deposit .*200/,
    );
    expect(await screen.findByText(/Min .*50.* · Max .*200/)).toBeInTheDocument();
  });
});
