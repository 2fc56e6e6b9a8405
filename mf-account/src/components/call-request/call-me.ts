import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import type { CallMePayload } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/** POST cms/callme: asks the operator to call back. */
export async function callMe(body: CallMePayload): Promise<{ message: string }> {
  const { message } = await api.post('cms/callme', body, { schema: z.object({ id: z.number() }) });
  return { message };
}

/** Mutation hook over {@link callMe}. */
export function useCallMe() {
  return useMutation({ mutationFn: callMe });
}
