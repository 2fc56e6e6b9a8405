import { createRoot } from 'react-dom/client';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { prefetchBootstrap } from '@playhub/shared/bootstrap';
import { getFingerprint } from '@playhub/shared/storage';
import { exposePlatformObject } from '@playhub/shared/platform';
import { fetchComposition } from './app/composition/composition';
import { createRegistry } from './app/composition/registry';
import { BOOTSTRAP_WAIT_MS, applyBootstrap, applyLateBootstrap, withCap } from './app/startup/apply-bootstrap';
import { App } from './app/app';

/**
 * SPEC §4 start-up: the fingerprint (created once, stored) and the bootstrap first, then the
 * parallel loads. composition.json is fetched alongside the bootstrap (neither needs the other);
 * a slow bootstrap holds first render for at most BOOTSTRAP_WAIT_MS, a failed one yields defaults.
 */
async function start() {
  getFingerprint();
  const bootstrap = prefetchBootstrap();
  const [{ composition, problems }, data] = await Promise.all([fetchComposition(), withCap(bootstrap, BOOTSTRAP_WAIT_MS)]);
  if (problems.length) console.warn('[host] composition problems:', problems);
  applyBootstrap(data);
  if (data === null) void bootstrap.then(applyLateBootstrap, () => undefined);

  // The build registers the host container; remotes come only from composition.json (run time).
  init({ name: 'host', remotes: [], shareStrategy: 'loaded-first' });
  const registry = createRegistry({ registerRemotes, loadRemote }, composition);
  exposePlatformObject('registry', registry);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App registry={registry} />);
}

void start();
