import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentField } from '@playhub/shared/contracts';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, type ApiReply, type ApiResolver } from '@playhub/shared/testing';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { notify } from '@playhub/kit/ui-kit';
import { fields, renderWallet } from '../../../test-utils';
import { WithdrawFlow } from './withdraw-flow';

/** The method's fields (`payment/detail`) and, when given, the answer to `payment/withdraw`. */
function withdrawApi(fieldList: PaymentField[], withdraw?: ApiReply | ApiResolver) {
  return fakeApi({
    'POST payment/detail': { data: fieldList },
    ...(withdraw && { 'POST payment/withdraw': withdraw }),
  });
}

let error: jest.SpyInstance;
beforeEach(() => {
  resetStores();
  error = jest.spyOn(notify, 'error').mockImplementation(() => 1);
  openDialog('wallet/withdraw', { id: 4, type: 2, title: 'Papara' });
});
afterEach(() => {
  error.mockRestore();
  jest.useRealTimers();
});

describe('WithdrawFlow', () => {
  it('success: the message, the new balance, and all dialogs closed after 500 ms', async () => {
    const api = withdrawApi([fields.accountNo, fields.amount], {
      data: { transactionId: 7, balance: 1100.5 },
      message: 'Your withdrawal request has been received',
    });
    jest.useFakeTimers();
    renderWallet(<WithdrawFlow id={4} />, { session: { balance: 1250.5 } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '1234567890');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Found on the tick it appears (findByText moves the fake clock only before it looks): the 500 ms start here.
    expect(await screen.findByText('Your withdrawal request has been received')).toBeInTheDocument();
    expect(api.called('POST payment/withdraw')).toEqual([
      expect.objectContaining({
        body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 150 } },
        headers: expect.objectContaining({
          'idempotency-key': expect.stringMatching(/^[A-Za-z0-9_:.-]{8,100}$/),
        }),
      }),
    ]);
    expect(sessionStore.getState().balance).toBe(1100.5);
    act(() => jest.advanceTimersByTime(499));
    expect(uiStore.getState().dialog).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(uiStore.getState().dialog).toBeNull();
  });

  it('shows what can be withdrawn above the form', async () => {
    withdrawApi([fields.amount]);
    renderWallet(<WithdrawFlow id={4} />, { session: { balance: 300 } });
    act(() =>
      sessionStore
        .getState()
        .setWallet({ balance: 300, withdrawable: 250, held: 0, bonus: 50, wagering: null }),
    );
    expect(await screen.findByText('You can withdraw up to')).toHaveTextContent(
      'You can withdraw up to ₺250.00',
    );
  });

  it('a double click on Submit sends one withdrawal', async () => {
    let resolve: (reply: ApiReply) => void = () => {};
    const api = withdrawApi([fields.amount], () => new Promise((r) => (resolve = r)));
    renderWallet(<WithdrawFlow id={4} />, { session: { balance: 1000 } });
    await userEvent.setup().type(await screen.findByRole('textbox', { name: 'Amount' }), '150');
    const submit = screen.getByRole('button', { name: 'Submit' });
    act(() => {
      submit.click();
      submit.click();
    });
    const withdrawals = () => api.called('POST payment/withdraw');
    await waitFor(() => expect(withdrawals()).toHaveLength(1));
    await act(async () => resolve({ data: { transactionId: 1, balance: 850 }, message: 'Received' }));
    expect(await screen.findByText('Received')).toBeInTheDocument();
    expect(withdrawals()).toHaveLength(1);
  });

  it('above the withdrawable amount: the server message as an error toast, the balance and dialog stay', async () => {
    const refusal =
      'You can withdraw at most 100 ₺ (bonus money and pending withdrawals are not withdrawable)';
    withdrawApi([fields.amount], { status: 422, success: false, message: refusal });
    renderWallet(<WithdrawFlow id={4} />, { session: { balance: 100 } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(sessionStore.getState().balance).toBe(100);
    expect(uiStore.getState().dialog).not.toBeNull();
  });

  it('a mistyped IBAN is refused under the field before submit, and nothing is sent', async () => {
    const api = withdrawApi([fields.bank, fields.payoutIban, fields.amount]);
    renderWallet(<WithdrawFlow id={1} />, { session: { balance: 1000 } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), 'Garanti BBVA');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), '120006100519786457841326');
    await user.tab();
    expect(
      await screen.findByText('The check digits of this IBAN do not match: please check every digit'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
    expect(api.called('POST payment/withdraw')).toEqual([]);
  });

  it("an empty field list shows 'No data found'", async () => {
    withdrawApi([]);
    renderWallet(<WithdrawFlow id={2} />, { session: {} });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('an error loading the fields shows the message and closes all dialogs after 100 ms', async () => {
    fakeApi({ 'POST payment/detail': { status: 404, success: false, message: 'Payment method not found' } });
    renderWallet(<WithdrawFlow id={99} />, { session: {} });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Payment method not found'));
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
  });
});
