import { adoptEarlyRequest } from '@playhub/shared/api';

/** The part of a Module Federation runtime plugin the host uses (the `fetch` and `createScript` hooks). */
export interface FederationRuntimePlugin {
  name: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response> | undefined;
  createScript?: (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
}

/**
 * Manifests the host already has an answer for, by URL, each handed to the runtime once: the one
 * index.html fetched to preload the landing vertical, and every one the registry read to check the
 * shared version a remote was built against (`readManifest`). Without them the runtime would fetch
 * the same manifest a second time; any other manifest it fetches itself.
 */
export function createManifests(fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url)) {
  const kept = new Map<string, Promise<Response>>();

  /** The runtime plugin that adopts those answers. */
  const plugin: FederationRuntimePlugin = {
    name: 'playhub-early-manifests',
    fetch: (url) => {
      const answer = kept.get(url);
      if (!answer) return adoptEarlyRequest(url, {});
      kept.delete(url);
      return answer;
    },
  };

  /** Reads a manifest (index.html's early answer if there is one) and keeps a copy for the runtime. */
  async function readManifest(url: string): Promise<unknown> {
    const response = adoptEarlyRequest(url, {}) ?? fetchManifest(url);
    // The runtime's copy of the body, taken before it is read here.
    const copy = response.then((r) => r.clone());
    copy.catch(() => undefined);
    kept.set(url, copy);
    try {
      const answer = await response;
      if (!answer.ok) throw new Error(`manifest answered HTTP ${answer.status}`);
      return await answer.json();
    } catch (error) {
      kept.delete(url);
      throw error;
    }
  }

  return {
    plugin,
    readManifest,
    /** Drops a kept manifest the runtime will not ask for (a remote the registry refused). */
    forget: (url: string) => void kept.delete(url),
  };
}

/** Manifests the host reads and hands to the runtime. */
export type Manifests = ReturnType<typeof createManifests>;

/** Only index.html's early manifest (no registry reads): the runtime plugin alone. */
export function earlyManifests(): FederationRuntimePlugin {
  return createManifests().plugin;
}
