import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchBootstrap } from '@playhub/shared/bootstrap';
import { getFingerprint } from '@playhub/shared/storage';
import { exposePlatformObject } from '@playhub/shared/platform';
import { fetchComposition } from './app/composition/composition';
import { preloadOnIntent } from './app/composition/preload';
import { createManifests, type FederationRuntimePlugin } from './app/composition/early-manifests';
import { hostSharedVersion } from './app/composition/shared-compat';
import { createIntegrity } from './app/composition/integrity';
import { createRegistry, type FederationRuntime } from './app/composition/registry';
import { startVitals } from './app/telemetry/vitals';
import {
  BOOTSTRAP_WAIT_MS,
  applyBootstrap,
  applyLateBootstrap,
  withCap,
} from './app/startup/apply-bootstrap';
import { App } from './app/app';

/** The runtime the host composes with: Module Federation in production, static links in build:mono. */
export interface HostRuntime extends FederationRuntime {
  init(options: {
    name: string;
    remotes: [];
    shareStrategy: 'loaded-first';
    plugins?: FederationRuntimePlugin[];
  }): unknown;
  /** False when remotes are not federated (build:mono): no manifests to read, nothing to check. */
  federated?: boolean;
}

/**
 * Requirements §4 start-up: the fingerprint (created once, stored) and the bootstrap first, then the
 * parallel loads. composition.json is fetched alongside the bootstrap (neither needs the other), and
 * the landing page's vertical starts loading as soon as composition.json is in; a slow bootstrap
 * holds first render for at most BOOTSTRAP_WAIT_MS, a failed one yields defaults.
 */
export async function startHost(runtime: HostRuntime): Promise<void> {
  getFingerprint();
  const bootstrap = prefetchBootstrap();
  const { composition, problems } = await fetchComposition();
  if (problems.length) console.warn('[host] composition problems:', problems);

  // The build registers the host container; remotes come only from composition.json (run time).
  // The registry reads each remote's manifest first (is it built against a shared this host can
  // serve?) and the runtime then adopts that answer instead of fetching it again.
  const manifests = createManifests();
  // Remote scripts load with `integrity` from composition.json; a production build refuses any
  // without one (issue 21).
  const integrity = createIntegrity({ enforce: process.env.NODE_ENV === 'production' });
  runtime.init({
    name: 'host',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [manifests.plugin, integrity.plugin],
  });
  const registry = createRegistry(
    runtime,
    composition,
    undefined,
    runtime.federated === false
      ? {}
      : {
          readManifest: manifests.readManifest,
          forgetManifest: manifests.forget,
          sharedVersion: hostSharedVersion,
          integrity,
        },
  );
  // The vertical of the landing page loads while the bootstrap is still on its way (its texts wait
  // for i18n, see registerTranslations), so first render does not start that waterfall.
  const owner = registry.ownerOfPath(location.pathname);
  if (owner) void registry.load(owner).catch(() => undefined);

  const data = await withCap(bootstrap, BOOTSTRAP_WAIT_MS);
  applyBootstrap(data);
  if (data === null) void bootstrap.then(applyLateBootstrap, () => undefined);
  exposePlatformObject('registry', registry);
  const root = document.getElementById('root');
  // A transition render yields to the browser every few milliseconds instead of one long task.
  if (root) startTransition(() => createRoot(root).render(<App registry={registry} />));
  preloadOnIntent(registry);
  startVitals(registry);
}
