import { api } from '@playhub/shared/api';
import { session, type RegisterPayload, type Session } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/register → the session of the new player. */
export async function register(body: RegisterPayload): Promise<{ data: Session; message: string }> {
  return api.post('auth/register', body, { schema: session });
}

/** Mutation hook over {@link register}. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
