import { api } from '@playhub/shared/api';
import { contentPage, type ContentPage } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** POST cms/page `{ id }`: a content page (HTML content; 404 when it does not exist). */
export async function getPage(id: number): Promise<ContentPage> {
  const { data } = await api.post('cms/page', { id }, { schema: contentPage });
  return data;
}

/** One content page. A 404 is an answer, not a failure worth retrying. */
export function usePage(id: number) {
  return useQuery({
    queryKey: ['cms', 'page', id],
    queryFn: () => getPage(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
