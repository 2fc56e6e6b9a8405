import { api } from '@playhub/shared/api';
import { bonusHistoryPage, type BonusHistoryPage, type BonusHistoryPayload } from '@playhub/shared/contracts';
import { keepPreviousData, useQuery } from '@playhub/shared/query';

/** POST bonus/history: the player's bonus requests and credits, paged. */
export async function getBonusHistory(body: BonusHistoryPayload): Promise<BonusHistoryPage> {
  const { data } = await api.post('bonus/history', body, { schema: bonusHistoryPage });
  return data;
}

/** Query hook over {@link getBonusHistory}. */
export function useBonusHistory(body: BonusHistoryPayload) {
  return useQuery({
    queryKey: ['bonus', 'history', body],
    queryFn: () => getBonusHistory(body),
    placeholderData: keepPreviousData,
  });
}
