import { api } from '@playhub/shared/api';
import type { DataExportFormat } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';

/**
 * GET customer/dataexport?format=…: the player's data as a file, handed to the browser as a
 * download (JSON, or a zip of one CSV per section).
 */
export async function downloadMyData(format: DataExportFormat): Promise<void> {
  const { blob, name } = await api.download('customer/dataexport', { query: { format }, timeoutMs: 60_000 });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Mutation hook over {@link downloadMyData}. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
