import { SHELL_DATA_ID, type ShellData } from '@playhub/shared/contracts';

/**
 * The start-up data the server painted this page with (api/src/http/shell): composition.json as
 * resolved for this player, the bootstrap and the landing vertical's manifest. Null when the page
 * came without it (`pnpm dev`'s dev server, an older server): the page then fetches them. Each part
 * is validated where it is used, as a fetched answer is.
 */
export function readShellData(doc: Document = document): ShellData | null {
  const text = doc.getElementById(SHELL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ShellData> | null;
    if (typeof value !== 'object' || value === null || typeof value.language !== 'string') return null;
    const manifests = typeof value.manifests === 'object' && value.manifests !== null ? value.manifests : {};
    return {
      language: value.language,
      composition: value.composition ?? null,
      bootstrap: value.bootstrap ?? null,
      manifests,
      ...(typeof value.view === 'string' ? { view: value.view } : {}),
    };
  } catch {
    return null;
  }
}
