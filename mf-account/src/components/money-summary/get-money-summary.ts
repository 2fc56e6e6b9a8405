import { api } from '@playhub/shared/api';
import { moneySummary, type MoneySummary } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET transaction/summary: net deposits and the last 12 months' net result (issue 32, item 2). */
export async function getMoneySummary(signal?: AbortSignal): Promise<MoneySummary> {
  const { data } = await api.get('transaction/summary', { schema: moneySummary, signal });
  return data;
}

/** Query hook over {@link getMoneySummary}. */
export function useMoneySummary() {
  return useQuery({ queryKey: ['transaction', 'summary'], queryFn: ({ signal }) => getMoneySummary(signal) });
}
