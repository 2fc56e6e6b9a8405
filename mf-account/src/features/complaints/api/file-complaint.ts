import { api } from '@playhub/shared/api';
import { complaint, type ComplaintPayload } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';

/** POST complaints/create: files a complaint; answers it with its reference. */
export async function fileComplaint(body: ComplaintPayload) {
  const { data, message } = await api.post('complaints/create', body, { schema: complaint });
  return { complaint: data, message };
}

/** Mutation hook over {@link fileComplaint}; the list is read again afterwards. */
export function useFileComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: () => client.invalidateQueries({ queryKey: ['complaints'] }),
  });
}
