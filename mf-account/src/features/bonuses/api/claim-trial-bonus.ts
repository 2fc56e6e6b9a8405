import { api } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { trialBonusResult, type TrialBonusResult } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import { trialBonusKey } from './get-trial-bonus';

/**
 * GET bonus/definetrialbonus with the claim's `Idempotency-Key`: grants the trial bonus once (422
 * when the phone is not verified or it was not chosen at sign-up, 409 when already claimed).
 */
export async function claimTrialBonus(key: string): Promise<{ data: TrialBonusResult; message: string }> {
  return api.get('bonus/definetrialbonus', { schema: trialBonusResult, idempotencyKey: key });
}

/** Claim mutation: the new balance at once, then the bonus state, history and full balance refetched. */
export function useClaimTrialBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimTrialBonus,
    onSuccess: ({ data }) => {
      sessionStore.getState().setBalance(data.balance);
      bus.emit('wallet:changed', { reason: 'trial-bonus' });
    },
    // A refusal (already claimed, phone not verified) changes what the card should show too.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: trialBonusKey });
      void client.invalidateQueries({ queryKey: ['bonus', 'history'] });
    },
  });
}
