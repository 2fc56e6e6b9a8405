import { api } from '@playhub/shared/api';
import { session, type LoginPayload, type Session } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/login → the session data to store as authData. */
export async function login(body: LoginPayload): Promise<{ data: Session; message: string }> {
  return api.post('auth/login', body, { schema: session });
}

/** Mutation hook over {@link login}. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
