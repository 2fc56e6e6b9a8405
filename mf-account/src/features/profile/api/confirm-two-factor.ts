import { api } from '@playhub/shared/api';
import { recoveryCodes, type RecoveryCodes, type TwoFactorConfirmPayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST customer/twofactor/confirm → the recovery codes, shown once. */
export async function confirmTwoFactor(
  body: TwoFactorConfirmPayload,
): Promise<{ data: RecoveryCodes; message: string }> {
  return api.post('customer/twofactor/confirm', body, { schema: recoveryCodes });
}

/**
 * Mutation over {@link confirmTwoFactor}. The status is read again only when the player has put
 * the codes away (the setup's `onDone`): reading it now would replace the codes on screen.
 */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}
