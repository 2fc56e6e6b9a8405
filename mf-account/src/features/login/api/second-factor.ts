import { api } from '@playhub/shared/api';
import { session, type SecondFactorPayload, type Session } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/secondfactor → the session of a login whose second factor was given. */
export async function secondFactor(body: SecondFactorPayload): Promise<{ data: Session; message: string }> {
  return api.post('auth/secondfactor', body, { schema: session });
}

/** Mutation hook over {@link secondFactor}. */
export function useSecondFactor() {
  return useMutation({ mutationFn: secondFactor });
}
