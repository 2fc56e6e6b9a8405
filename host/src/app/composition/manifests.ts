/** The part of a Module Federation runtime plugin the host uses (`createScript`, `resolveShare`). */
export interface FederationRuntimePlugin {
  name: string;
  createScript?: (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
  resolveShare?<Args extends ResolveShareArgs>(args: Args): Args;
  beforeInitContainer?<Args extends { shareScope: unknown }>(args: Args): Args;
}

/** A shared module as the runtime keeps it in the share scope (the fields the host reads). */
export interface ScopedShare {
  version?: string;
}

/** The `resolveShare` hook's argument: which registered version a consumer gets. */
export interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, ScopedShare>>>;
  scope: string;
  pkgName: string;
  shareInfo: { shareConfig?: { requiredVersion?: string | false } };
  resolver: () => { shared: ScopedShare; useTreesShaking: boolean } | undefined | void;
}

/** A remote as the federation runtime registers it: its remote entry script and the global it sets. */
export interface RemoteRegistration {
  name: string;
  entry: string;
  type?: string;
  entryGlobalName?: string;
}

/**
 * Reads a remote's mf-manifest.json: the ones the server inlined in the page (the landing vertical's,
 * by the entry URL composition.json gives, relative ones against `base`) without a request, any
 * other fetched. The host reads every manifest itself — shared and runtime checks, integrity — and
 * registers the remote entry it names; the runtime's snapshot plugin, which would fetch it again, is
 * left out of the build (`disableSnapshot`).
 */
export function createManifestReader(
  inlined: Record<string, unknown> = {},
  base: string = document.baseURI,
  fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url),
): (url: string) => Promise<unknown> {
  const known = new Map<string, unknown>();
  for (const [url, manifest] of Object.entries(inlined)) {
    try {
      known.set(new URL(url, base).href, manifest);
    } catch {
      // Not a URL: nobody will ask for it.
    }
  }
  return async (url) => {
    if (known.has(url)) return known.get(url);
    const answer = await fetchManifest(url);
    if (!answer.ok) throw new Error(`manifest answered HTTP ${answer.status}`);
    return answer.json();
  };
}

/**
 * The registration of the remote a manifest describes, fetched from `manifestUrl`: its remote entry
 * (relative to the manifest, or to its `publicPath`), the entry's type and global name. A manifest
 * that names no remote entry is not a remote's.
 */
export function remoteOfManifest(name: string, manifest: unknown, manifestUrl: string): RemoteRegistration {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const remote = meta?.remoteEntry as { name?: unknown; path?: unknown; type?: unknown } | undefined;
  if (typeof remote?.name !== 'string' || !remote.name) throw new Error('the manifest names no remote entry');
  const publicPath = typeof meta?.publicPath === 'string' ? meta.publicPath : 'auto';
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const file = typeof remote.path === 'string' && remote.path ? `${remote.path}/${remote.name}` : remote.name;
  return {
    name,
    entry: new URL(file, base).href,
    type: typeof remote.type === 'string' ? remote.type : 'global',
    entryGlobalName: typeof meta?.globalName === 'string' ? meta.globalName : name,
  };
}
