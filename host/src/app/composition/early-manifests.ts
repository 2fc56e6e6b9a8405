import { adoptEarlyRequest } from '@playhub/shared/api';

/** The part of a Module Federation runtime plugin the host uses (the runtime's `fetch` hook). */
export interface FederationRuntimePlugin {
  name: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response> | undefined;
}

/**
 * index.html fetches the landing vertical's manifest to preload its files while the scripts
 * download; without this plugin the runtime would fetch the same manifest a second time. The
 * runtime adopts that early answer (once, for the same URL); any other manifest it fetches itself.
 */
export function earlyManifests(): FederationRuntimePlugin {
  return {
    name: 'playhub-early-manifests',
    fetch: (url) => adoptEarlyRequest(url, {}),
  };
}
