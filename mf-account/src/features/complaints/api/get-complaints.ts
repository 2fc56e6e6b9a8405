import { api } from '@playhub/shared/api';
import { complaintList, type ComplaintList } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET complaints/list: the player's complaints and the licence's dispute body. */
export async function getComplaints(): Promise<ComplaintList> {
  const { data } = await api.get('complaints/list', { schema: complaintList });
  return data;
}

/** Query hook over {@link getComplaints}. */
export function useComplaints() {
  return useQuery({ queryKey: ['complaints'], queryFn: getComplaints });
}
