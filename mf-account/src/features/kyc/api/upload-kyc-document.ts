import { api } from '@playhub/shared/api';
import { kycUploadResult, type KycDocumentKind } from '@playhub/shared/contracts';
import { useMutation, useQueryClient } from '@playhub/shared/query';

/** POST kyc/documents?kind=…: the file's bytes; the server checks and cleans it. */
export async function uploadKycDocument(input: { kind: KycDocumentKind; file: Blob }) {
  const { message } = await api.upload(`kyc/documents?kind=${input.kind}`, input.file, {
    schema: kycUploadResult,
    // A 5 MB photo on a slow mobile link takes longer than a JSON call.
    timeoutMs: 120_000,
  });
  return { message };
}

/** Mutation hook over {@link uploadKycDocument}; the status is read again afterwards. */
export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadKycDocument,
    onSettled: () => client.invalidateQueries({ queryKey: ['kyc'] }),
  });
}
