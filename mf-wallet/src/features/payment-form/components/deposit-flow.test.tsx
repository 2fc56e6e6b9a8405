import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { resetStores } from '@playhub/shared/testing';
import { notify } from '@playhub/shared/ui-kit';
import { fields, renderWallet } from '../../../test-utils';
import { DepositFlow } from './deposit-flow';

jest.mock('@playhub/shared/api', () => ({
  ...jest.requireActual('@playhub/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const { api } = jest.requireMock('@playhub/shared/api') as { api: { post: jest.Mock } };

const PAY_URL = 'http://127.0.0.1:8090/api/demo/pay/abcdefghijkl?lang=en';

function answer(deposit: () => Promise<unknown>) {
  api.post.mockImplementation((path: string) =>
    path === 'payment/detail' ? Promise.resolve({ data: [fields.amount], message: '' }) : deposit(),
  );
}

async function submitAmount(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

let open: jest.SpyInstance;
let changed: jest.Mock;
let off: () => void;
beforeEach(() => {
  resetStores();
  api.post.mockReset();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  changed = jest.fn();
  off = bus.on('wallet:changed', changed);
});
afterEach(() => {
  open.mockRestore();
  off();
});

describe('DepositFlow', () => {
  it('loads the fields with payment/detail and sends id, target pay and the detail', async () => {
    answer(() => Promise.resolve({ data: null, message: 'Your deposit of 150 ₺ has been credited' }));
    renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    expect(api.post).toHaveBeenCalledWith('payment/detail', { id: 4, type: 1 }, expect.anything());
    expect(api.post).toHaveBeenCalledWith(
      'payment/deposit',
      { id: 4, target: 'pay', detail: { amount: 150 } },
      expect.anything(),
    );
  });

  it('Message state: the server message with a success icon, and the balance refreshed at once', async () => {
    answer(() => Promise.resolve({ data: null, message: 'Your deposit of 150 ₺ has been credited' }));
    renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    expect(await screen.findByText('Your deposit of 150 ₺ has been credited')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
    expect(open).not.toHaveBeenCalled();
  });

  it('Iframe state: opens the http address in a new tab; the continue button opens it again', async () => {
    answer(() => Promise.resolve({ data: PAY_URL, message: 'ok' }));
    renderWallet(<DepositFlow id={2} />, { session: {} });
    const user = await submitAmount('150');
    expect(await screen.findByText('Click the button below to continue the process!')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledTimes(2);
    // Coming back from the payment tab refreshes the balance.
    changed.mockClear();
    window.dispatchEvent(new Event('focus'));
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
  });

  it('a refused deposit shows the server message as an error toast and keeps the form', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 1);
    answer(() =>
      Promise.reject(new ApiError('Amount: Amount must be between 50 and 25000 ₺', 'server', 400)),
    );
    renderWallet(<DepositFlow id={4} />, { session: {} });
    await submitAmount('150');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Amount: Amount must be between 50 and 25000 ₺'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
