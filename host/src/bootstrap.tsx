import { createRoot } from 'react-dom/client';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n, registerTranslations } from '@playhub/shared/i18n';
import { prefetchBootstrap } from '@playhub/shared/bootstrap';
import { getFingerprint } from '@playhub/shared/storage';
import { exposePlatformObject } from '@playhub/shared/platform';
import { fetchComposition } from './app/composition/composition';
import { createRegistry } from './app/composition/registry';
import { hostTexts } from './app/i18n/texts';
import { App } from './app/app';

async function start() {
  getFingerprint();
  void prefetchBootstrap();
  initI18n();
  registerTranslations('host', hostTexts);
  const { composition, problems } = await fetchComposition();
  if (problems.length) console.warn('[host] composition problems:', problems);
  // The build registers the host container; remotes come only from composition.json (run time).
  init({ name: 'host', remotes: [], shareStrategy: 'loaded-first' });
  const registry = createRegistry({ registerRemotes, loadRemote }, composition);
  exposePlatformObject('registry', registry);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App registry={registry} />);
}

void start();
