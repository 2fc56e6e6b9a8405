import { TransactionStatus } from '@playhub/shared/contracts';
import type { StatusTone } from '@playhub/kit/ui-kit';

/** Badge colour of a transaction or bonus status. */
export function statusTone(status: number): StatusTone {
  if (status === TransactionStatus.Confirmed) return 'success';
  if (status === TransactionStatus.Rejected || status === TransactionStatus.Cancelled) return 'danger';
  if (status === TransactionStatus.Pending || status === TransactionStatus.Created) return 'accent';
  return 'neutral';
}
