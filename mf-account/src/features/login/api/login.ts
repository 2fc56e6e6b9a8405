import { api } from '@playhub/shared/api';
import { loginResult, type LoginPayload, type LoginResult } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST auth/login → the session data to store as authData, or the second step's challenge. */
export async function login(body: LoginPayload): Promise<{ data: LoginResult; message: string }> {
  return api.post('auth/login', body, { schema: loginResult });
}

/** Mutation hook over {@link login}. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
