import { api } from '@playhub/shared/api';
import { contentItemList, type ContentItemList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Requirements §9: static pages use category 1. */
export const STATIC_PAGE_CATEGORY = 1;

/** POST cms/contentlist `{ status: true, categoryId: 1 }`: the static page menu. */
export async function getContentList(): Promise<ContentItemList> {
  const { data } = await api.post(
    'cms/contentlist',
    { status: true, categoryId: STATIC_PAGE_CATEGORY },
    { schema: contentItemList },
  );
  return data;
}

/** The static page menu (cached for the page's life: it changes with a deploy, not a click). */
export function useContentList() {
  return useQuery({
    queryKey: ['cms', 'contentlist', STATIC_PAGE_CATEGORY],
    queryFn: getContentList,
    staleTime: Infinity,
  });
}
