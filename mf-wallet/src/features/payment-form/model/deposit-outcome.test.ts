import { TransactionStatus, type LastDeposit } from '@playhub/shared/contracts';
import { readDeposit } from './deposit-outcome';

const deposit = (id: number, status: TransactionStatus, amount = 300): LastDeposit => ({
  id,
  status,
  amount,
  methodName: 'Credit Card',
  createdAt: '2025-01-01T10:00:00',
});

describe('readDeposit: the outcome of the deposit this submit created', () => {
  it('adopts the newest deposit when its amount is the amount sent, and waits while it is open', () => {
    expect(readDeposit(deposit(7, TransactionStatus.Created), { amount: 300, id: null })).toEqual({
      phase: 'waiting',
      id: 7,
      amount: 300,
      methodName: 'Credit Card',
    });
    expect(readDeposit(deposit(7, TransactionStatus.Pending), { amount: 300, id: 7 }).phase).toBe('waiting');
  });

  it.each([
    [TransactionStatus.Confirmed, 'confirmed'],
    [TransactionStatus.Cancelled, 'cancelled'],
    [TransactionStatus.Rejected, 'rejected'],
  ] as const)('status %d is %s', (status, phase) => {
    expect(readDeposit(deposit(7, status), { amount: 300, id: 7 }).phase).toBe(phase);
  });

  it('never reads another deposit as ours', () => {
    // Another tab deposited after ours: ours can no longer be followed here.
    expect(readDeposit(deposit(8, TransactionStatus.Confirmed, 50), { amount: 300, id: 7 }).phase).toBe(
      'lost',
    );
    // The first answer is not the amount we sent.
    expect(readDeposit(deposit(8, TransactionStatus.Confirmed, 50), { amount: 300, id: null }).phase).toBe(
      'lost',
    );
    expect(readDeposit(null, { amount: 300, id: null }).phase).toBe('waiting');
  });

  it('compares amounts in kuruş, not as floating point', () => {
    expect(
      readDeposit(deposit(3, TransactionStatus.Confirmed, 0.3), { amount: 0.1 + 0.2, id: null }),
    ).toMatchObject({
      phase: 'confirmed',
      id: 3,
    });
  });
});
