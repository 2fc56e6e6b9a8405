import { api } from '@playhub/shared/api';
import { profile, type Profile } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET customer/profile → the account page's data. */
export async function getProfile(): Promise<Profile> {
  const { data } = await api.get('customer/profile', { schema: profile });
  return data;
}

/** Query hook over {@link getProfile}. */
export function useProfile() {
  return useQuery({ queryKey: ['customer', 'profile'], queryFn: getProfile });
}
