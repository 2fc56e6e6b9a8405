import { api } from '@playhub/shared/api';
import { bonusOfferList, type BonusOfferList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET bonus/list: bonuses the player can request. */
export async function getBonusList(): Promise<BonusOfferList> {
  const { data } = await api.get('bonus/list', { schema: bonusOfferList });
  return data;
}

/** Query hook over {@link getBonusList}. */
export function useBonusList() {
  return useQuery({ queryKey: ['bonus', 'list'], queryFn: getBonusList });
}
