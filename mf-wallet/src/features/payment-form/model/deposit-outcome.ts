import { TransactionStatus, type LastDeposit } from '@playhub/shared/contracts';

/** Where a submitted deposit stands, as far as this page can tell. */
export type DepositPhase = 'waiting' | 'confirmed' | 'cancelled' | 'rejected' | 'lost';

/** The deposit this submit created: its amount, and its id once the first answer named it. */
export interface TrackedDeposit {
  amount: number;
  id: number | null;
}

/** What one `payment/lastdeposit` answer says about the tracked deposit. */
export interface DepositReading {
  phase: DepositPhase;
  /** The tracked deposit's id (adopted from the first answer after the submit). */
  id: number | null;
  amount: number;
  methodName: string | null;
}

const PHASE_OF: Partial<Record<TransactionStatus, DepositPhase>> = {
  [TransactionStatus.Confirmed]: 'confirmed',
  [TransactionStatus.Cancelled]: 'cancelled',
  [TransactionStatus.Rejected]: 'rejected',
};

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Matches the newest deposit to the one this submit created: the first answer after the submit is
 * ours when its amount is the amount sent (the deposit is recorded before the submit answers); from
 * then on only that id counts. A newer deposit (another tab) hides ours: `lost`, and the player is
 * pointed to the financial history.
 */
export function readDeposit(last: LastDeposit, tracked: TrackedDeposit): DepositReading {
  const waiting: DepositReading = { phase: 'waiting', ...tracked, methodName: null };
  if (!last) return tracked.id === null ? waiting : { ...waiting, phase: 'lost' };
  const ours = tracked.id === null ? sameAmount(last.amount, tracked.amount) : last.id === tracked.id;
  if (!ours) return { ...waiting, phase: 'lost' };
  return {
    phase: PHASE_OF[last.status] ?? 'waiting',
    id: last.id,
    amount: last.amount,
    methodName: last.methodName,
  };
}
