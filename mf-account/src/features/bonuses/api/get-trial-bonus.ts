import { api } from '@playhub/shared/api';
import { trialBonusStatus, type TrialBonusStatus } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Query key of {@link useTrialBonus}. */
export const trialBonusKey = ['bonus', 'trial'] as const;

/** GET bonus/trial: the trial bonus amount, whether the player can claim it now, and the wagering multiple. */
export async function getTrialBonus(): Promise<TrialBonusStatus> {
  const { data } = await api.get('bonus/trial', { schema: trialBonusStatus });
  return data;
}

/** Query hook over {@link getTrialBonus}; asked again on every visit (the phone may have been verified meanwhile). */
export function useTrialBonus() {
  return useQuery({ queryKey: trialBonusKey, queryFn: getTrialBonus, staleTime: 0 });
}
