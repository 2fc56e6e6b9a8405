// What playhub reads of a Module Federation manifest (mf-manifest.json): the SDK's `Manifest` type,
// a zod schema of the metadata playhub's preset adds (`hostRuntime`) and of the few fields the
// platform relies on, and `scriptsOf`, the one list of the scripts the host's federation runtime
// puts on the page for a remote (the painter preloads them, the host checks their integrity,
// `publish` hashes them, size-check weighs them, e2e reads them). Browser-safe.
import type { Manifest, ManifestShared } from '@module-federation/sdk';

export type { Manifest, ManifestShared };

export { hostRuntimeMeta, manifestSchema } from './manifest-schema';
export type { PlayhubManifest } from './manifest-schema';

/** A manifest's own metadata, or undefined for anything that is not a manifest. */
function metaOf(manifest: unknown): Record<string, unknown> | undefined {
  const meta = (manifest as { metaData?: unknown } | null | undefined)?.metaData;
  return typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : undefined;
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];

/** An item's `assets.js` list (`sync` or `async`), only its strings. */
function jsOf(item: unknown, kind: 'sync' | 'async'): string[] {
  return strings((item as { assets?: { js?: Record<string, unknown> } } | null)?.assets?.js?.[kind]);
}

/** The remote entry file a manifest names, relative to it (`remoteEntry.js`), or undefined. */
export function remoteEntryOf(manifest: unknown): string | undefined {
  const remote = metaOf(manifest)?.remoteEntry as { name?: unknown; path?: unknown } | undefined;
  if (typeof remote?.name !== 'string' || !remote.name) return undefined;
  return typeof remote.path === 'string' && remote.path ? `${remote.path}/${remote.name}` : remote.name;
}

/**
 * The scripts the host's federation runtime puts on the page for a remote, relative to its manifest:
 * the remote entry first, then each exposed module's sync chunks, each once. The one implementation
 * (the painter's preloads, the host's integrity checks, `publish`, size-check, e2e).
 */
export function scriptsOf(manifest: unknown): string[] {
  const entry = remoteEntryOf(manifest);
  const files = entry ? [entry] : [];
  const exposes = (manifest as { exposes?: unknown } | null | undefined)?.exposes;
  for (const expose of Array.isArray(exposes) ? exposes : []) files.push(...jsOf(expose, 'sync'));
  return [...new Set(files)];
}

/**
 * Every JS file a manifest names (exposes and shared, sync and async), relative to it, each once:
 * the chunks the remote's own webpack runtime loads later (recorded for audit by `publish`).
 */
export function chunksOf(manifest: unknown): string[] {
  const m = manifest as { exposes?: unknown; shared?: unknown } | null | undefined;
  const items = [
    ...(Array.isArray(m?.exposes) ? m.exposes : []),
    ...(Array.isArray(m?.shared) ? m.shared : []),
  ];
  return [...new Set(items.flatMap((item) => [...jsOf(item, 'sync'), ...jsOf(item, 'async')]))];
}

/** The runtime parts a manifest records (`provides` for a host, `takes` for a vertical), or null. */
export function hostRuntimeOf(manifest: unknown, side: 'provides' | 'takes'): string[] | null {
  const recorded = (metaOf(manifest)?.hostRuntime as Record<string, unknown> | undefined)?.[side];
  return Array.isArray(recorded) ? recorded.map(String) : null;
}

/** The federation runtime a manifest was built with (`metaData.pluginVersion`), or null. */
export function pluginVersionOf(manifest: unknown): string | null {
  const version = metaOf(manifest)?.pluginVersion;
  return typeof version === 'string' ? version : null;
}
