import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchBootstrap } from '@playhub/shared/bootstrap';
import { getFingerprint } from '@playhub/shared/storage';
import { exposePlatformObject } from '@playhub/shared/platform';
import { loadComposition } from './app/composition/composition';
import { preloadOnIntent } from './app/composition/preload';
import { createManifestReader, type FederationRuntimePlugin } from './app/composition/manifests';
import { hostProvides } from './app/composition/host-provides';
import { createIntegrity } from './app/composition/integrity';
import { runtimeWindow } from './app/composition/runtime-window';
import previousRuntime from './app/composition/runtime-previous.json';
import { createRegistry, type FederationRuntime } from './app/composition/registry';
import { startVitals } from './app/telemetry/vitals';
import { renewIfReused, setPageView } from './app/telemetry/page-view';
import {
  BOOTSTRAP_WAIT_MS,
  applyBootstrap,
  applyLateBootstrap,
  withCap,
} from './app/startup/apply-bootstrap';
import { nextTask } from './app/startup/next-task';
import { readShellData } from './app/startup/shell-data';
import { syncShellCookies } from './app/startup/shell-cookies';
import { captureBtag } from './app/startup/capture-btag';

/**
 * How long first render waits for the landing page's vertical (the server painted the page
 * meanwhile): the app then takes the painted view over with the vertical's own, not with a
 * placeholder between the two. A vertical that takes longer shows its loading state.
 */
export const LANDING_WAIT_MS = 1500;

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
  /** Plugins every federation instance of the page gets, the verticals' too (the runtime's own). */
  registerGlobalPlugins?(plugins: FederationRuntimePlugin[]): void;
}

/**
 * Requirements §4 start-up: the fingerprint (created once, stored) and the bootstrap first, then the
 * parallel loads. The server's shell inlines composition.json (resolved for this player), the
 * bootstrap and the landing vertical's manifest; without it they are fetched, composition.json
 * alongside the bootstrap (neither needs the other). The landing page's vertical starts loading at
 * once; first render waits for the bootstrap (at most BOOTSTRAP_WAIT_MS, a failed one yields
 * defaults) and for that vertical (at most LANDING_WAIT_MS).
 */
export async function startHost(runtime: HostRuntime): Promise<void> {
  getFingerprint();
  syncShellCookies();
  captureBtag();
  const shell = readShellData();
  setPageView(shell?.view);
  // A painted page the browser reused (304, history) asks for a page-view token of its own.
  if (shell?.view) renewIfReused();
  await nextTask();
  const bootstrap = prefetchBootstrap(shell);
  // Each step below is its own task (the inline data makes them all synchronous otherwise).
  await nextTask();
  const { composition, problems } = await loadComposition(shell?.composition);
  if (problems.length) console.warn('[host] composition problems:', problems);

  // The build registers the host container; remotes come only from composition.json (run time).
  // The registry reads each remote's manifest first (can this host run it? the one compatibility
  // rule, @playhub/composition/browser) and registers the remote entry it names. Remote scripts load with
  // `integrity` from composition.json; a production build refuses any without one (issue 21).
  const integrity = createIntegrity({ enforce: process.env.NODE_ENV === 'production' });
  // The runtime's N−1 window applies where a vertical consumes a shared module: in its own federation
  // instance, which a global plugin reaches (runtime-window.ts).
  runtime.registerGlobalPlugins?.([runtimeWindow(previousRuntime)]);
  runtime.init({ name: 'host', remotes: [], shareStrategy: 'loaded-first', plugins: [integrity.plugin] });
  const registry = createRegistry(
    runtime,
    composition,
    undefined,
    runtime.federated === false
      ? {}
      : {
          readManifest: createManifestReader(shell?.manifests),
          host: hostProvides,
          integrity,
        },
  );
  const owner = registry.ownerOfPath(location.pathname);
  const landing: Promise<unknown> = owner ? registry.load(owner).catch(() => undefined) : Promise.resolve();

  const [data] = await Promise.all([
    withCap(bootstrap, BOOTSTRAP_WAIT_MS),
    withCap(landing, LANDING_WAIT_MS),
  ]);
  await nextTask();
  applyBootstrap(data);
  if (data === null) void bootstrap.then(applyLateBootstrap, () => undefined);
  exposePlatformObject('registry', registry);
  // The frame's modules are evaluated here, in a task of their own (bundled with this file: no
  // request of their own, `eager`), not with the start-up code above.
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const root = document.getElementById('root');
  // A transition render yields to the browser every few milliseconds instead of one long task.
  if (root) startTransition(() => createRoot(root).render(<App registry={registry} />));
  preloadOnIntent(registry);
  startVitals(registry);
}
