import { api } from '@playhub/shared/api';
import { trialBonusResult, type TrialBonusResult } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/**
 * GET bonus/definetrialbonus with the claim's `Idempotency-Key`: grants the trial bonus once (422
 * when the phone is not verified or it was not chosen at sign-up, 409 when already claimed).
 */
export async function defineTrialBonus(key: string): Promise<{ data: TrialBonusResult; message: string }> {
  return api.get('bonus/definetrialbonus', { schema: trialBonusResult, idempotencyKey: key });
}

/** Mutation hook over {@link defineTrialBonus}. */
export function useDefineTrialBonus() {
  return useMutation({ mutationFn: defineTrialBonus });
}
