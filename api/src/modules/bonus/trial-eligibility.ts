import type { TrialBonusState } from '@playhub/shared/contracts';
import type { Queryable } from '../../db/index.js';
import { trialBonusMinor } from '../../repo/settings.js';
import { trialBonusKeys } from '../../services/identity.js';

/** The trial bonus a player could get and where they stand with it. */
export async function trialBonusState(
  q: Queryable,
  userId: number,
  lock = false,
): Promise<{
  amount: bigint;
  state: TrialBonusState;
  personalNo: string;
  phone: string;
  keys: string[];
}> {
  const amount = await trialBonusMinor(q);
  const rows = await q.query<{
    personal_no: string;
    phone: string;
    sms_verified: boolean;
    trial_bonus_wanted: boolean;
    trial_bonus_claimed: boolean;
  }>(
    `SELECT personal_no, phone, sms_verified, trial_bonus_wanted, trial_bonus_claimed FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const u = rows[0]!;
  const keys = await trialBonusKeys(q, userId);
  const base = { amount, personalNo: u.personal_no, phone: u.phone, keys };
  if (amount <= 0n) return { ...base, state: 'unavailable' };
  if (!u.trial_bonus_wanted) return { ...base, state: 'notOptedIn' };
  // One per person: this account, or any account sharing a key with it (national ID, phone,
  // mailbox, name and birth date).
  const taken = await q.query(
    `SELECT 1 FROM trial_bonus_claims WHERE user_id = $1
     UNION ALL SELECT 1 FROM trial_bonus_keys WHERE key = ANY($2::text[]) LIMIT 1`,
    [userId, keys],
  );
  if (u.trial_bonus_claimed || taken.length > 0) return { ...base, state: 'claimed' };
  if (!u.sms_verified) return { ...base, state: 'needsPhone' };
  return { ...base, state: 'available' };
}
