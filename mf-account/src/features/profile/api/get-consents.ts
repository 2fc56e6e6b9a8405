import { api } from '@playhub/shared/api';
import { marketingConsents, type MarketingConsents } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Cache key of the marketing consents. */
export const consentsKey = ['customer', 'consents'];

/** GET customer/consents → marketing by e-mail and SMS, with when and where. */
export async function getConsents(): Promise<MarketingConsents> {
  const { data } = await api.get('customer/consents', { schema: marketingConsents });
  return data;
}

/** Query hook over {@link getConsents}. */
export function useConsents() {
  return useQuery({ queryKey: consentsKey, queryFn: getConsents });
}
