import { api } from '@playhub/shared/api';
import {
  transactionHistoryPage,
  type TransactionHistoryPage,
  type TransactionHistoryPayload,
} from '@playhub/shared/contracts';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** POST transaction/history: the player's deposits and withdrawals, filtered and paged. */
export async function getTransactionHistory(
  body: TransactionHistoryPayload,
): Promise<TransactionHistoryPage> {
  const { data } = await api.post('transaction/history', body, { schema: transactionHistoryPage });
  return data;
}

/** Query hook over {@link getTransactionHistory}; the previous page stays while the next loads. */
export function useTransactionHistory(body: TransactionHistoryPayload) {
  return useQuery({
    queryKey: ['transaction', 'history', body],
    queryFn: () => getTransactionHistory(body),
    placeholderData: keepPreviousData,
  });
}
