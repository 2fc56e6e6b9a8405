import { createRoot } from 'react-dom/client';
import { prefetchBootstrap } from '@playhub/shared/bootstrap';
import { getFingerprint } from '@playhub/shared/storage';
import { exposePlatformObject } from '@playhub/shared/platform';
import { fetchComposition } from './app/composition/composition';
import { wakeEventOwners } from './app/composition/event-owners';
import { preloadOnIntent } from './app/composition/preload';
import { createRegistry, type FederationRuntime } from './app/composition/registry';
import {
  BOOTSTRAP_WAIT_MS,
  applyBootstrap,
  applyLateBootstrap,
  withCap,
} from './app/startup/apply-bootstrap';
import { App } from './app/app';

/** The runtime the host composes with: Module Federation in production, static links in build:mono. */
export interface HostRuntime extends FederationRuntime {
  init(options: { name: string; remotes: []; shareStrategy: 'loaded-first' }): unknown;
}

/**
 * SPEC §4 start-up: the fingerprint (created once, stored) and the bootstrap first, then the
 * parallel loads. composition.json is fetched alongside the bootstrap (neither needs the other);
 * a slow bootstrap holds first render for at most BOOTSTRAP_WAIT_MS, a failed one yields defaults.
 */
export async function startHost(runtime: HostRuntime): Promise<void> {
  getFingerprint();
  const bootstrap = prefetchBootstrap();
  const [{ composition, problems }, data] = await Promise.all([
    fetchComposition(),
    withCap(bootstrap, BOOTSTRAP_WAIT_MS),
  ]);
  if (problems.length) console.warn('[host] composition problems:', problems);
  applyBootstrap(data);
  if (data === null) void bootstrap.then(applyLateBootstrap, () => undefined);

  // The build registers the host container; remotes come only from composition.json (run time).
  runtime.init({ name: 'host', remotes: [], shareStrategy: 'loaded-first' });
  const registry = createRegistry(runtime, composition);
  wakeEventOwners(registry);
  exposePlatformObject('registry', registry);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App registry={registry} />);
  preloadOnIntent(registry);
}
