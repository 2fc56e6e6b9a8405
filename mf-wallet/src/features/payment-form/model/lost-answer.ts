import { TransactionStatus, type LastDeposit } from '@playhub/shared/contracts';

/**
 * What a deposit whose answer was lost turned out to be (issue 33), from its lookup by key:
 * `checking` while asking; `through` recorded (paid, waiting for the provider, or settled);
 * `awaiting` recorded but its payment page not yet used (submit again to get it); `none` never
 * arrived; `unknown` the lookup failed too (still offline).
 */
export type LostAnswer =
  | { state: 'checking' }
  | { state: 'through' | 'awaiting'; deposit: NonNullable<LastDeposit> }
  | { state: 'none' | 'unknown' };

/** Reads the lookup's answer: null (nothing recorded for the key) or the deposit it recorded. */
export function readLostAnswer(found: LastDeposit): LostAnswer {
  if (!found) return { state: 'none' };
  return found.status === TransactionStatus.Created
    ? { state: 'awaiting', deposit: found }
    : { state: 'through', deposit: found };
}
