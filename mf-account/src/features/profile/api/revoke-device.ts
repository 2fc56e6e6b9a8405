import { api } from '@playhub/shared/api';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { twoFactorKey } from './get-two-factor';

/** POST customer/twofactor/devices/revoke: the device asks for the code at its next login. */
export async function revokeDevice(id: number): Promise<string> {
  const { message } = await api.post('customer/twofactor/devices/revoke', { id });
  return message;
}

/** Mutation over {@link revokeDevice}; the list is read again after it. */
export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
