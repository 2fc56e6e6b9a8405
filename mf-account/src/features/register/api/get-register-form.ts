import { api } from '@playhub/shared/api';
import { formData, type FormData } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';

/** GET auth/form → the registration form's choices (countries). */
export async function getRegisterForm(): Promise<FormData> {
  const { data } = await api.get('auth/form', { schema: formData });
  return data;
}

/** Query hook over {@link getRegisterForm}; the list rarely changes. */
export function useRegisterForm() {
  return useQuery({ queryKey: ['auth', 'form'], queryFn: getRegisterForm, staleTime: Infinity });
}
