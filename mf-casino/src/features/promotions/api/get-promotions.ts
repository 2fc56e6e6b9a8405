import { api } from '@playhub/shared/api';
import { promotionList, type PromotionList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET cms/promotions. */
export async function getPromotions(): Promise<PromotionList> {
  return (await api.get('cms/promotions', { schema: promotionList })).data;
}

/** The promotions (the page and the detail dialog share this cache entry). */
export function usePromotions() {
  return useQuery({ queryKey: ['cms', 'promotions'], queryFn: getPromotions });
}
