import { api } from '@playhub/shared/api';
import {
  marketingConsents,
  type MarketingConsents,
  type MarketingConsentsPayload,
} from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { consentsKey } from './get-consents';

/** POST customer/consents → the answers now. */
export async function setConsents(
  body: MarketingConsentsPayload,
): Promise<{ data: MarketingConsents; message: string }> {
  return api.post('customer/consents', body, { schema: marketingConsents });
}

/** Mutation over {@link setConsents}; its answer replaces the cached one. */
export function useSetConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setConsents,
    onSuccess: ({ data }) => client.setQueryData(consentsKey, data),
  });
}
