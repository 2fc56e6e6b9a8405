import { api } from '@playhub/shared/api';
import { trialBonusResult, type TrialBonusResult } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** GET bonus/definetrialbonus → credits the trial bonus once. */
export async function defineTrialBonus(): Promise<{ data: TrialBonusResult; message: string }> {
  return api.get('bonus/definetrialbonus', { schema: trialBonusResult });
}

/** Mutation hook over {@link defineTrialBonus}. */
export function useDefineTrialBonus() {
  return useMutation({ mutationFn: defineTrialBonus });
}
