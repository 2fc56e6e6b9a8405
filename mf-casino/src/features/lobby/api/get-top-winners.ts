import { api } from '@playhub/shared/api';
import { topWinnerList, type TopWinnerList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** Requirements §9: the home card asks for 40 winners. */
export const TOP_WINNERS_COUNT = 40;

/** POST transaction/topwinners `{ isLive: false, count: 40 }`. */
export async function getTopWinners(): Promise<TopWinnerList> {
  return (
    await api.post(
      'transaction/topwinners',
      { isLive: false, count: TOP_WINNERS_COUNT },
      { schema: topWinnerList },
    )
  ).data;
}

/** The top winners of the home page. */
export function useTopWinners() {
  return useQuery({
    queryKey: ['transaction', 'topwinners', false, TOP_WINNERS_COUNT],
    queryFn: getTopWinners,
  });
}
