import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteModule, RemoteRoute } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';
import { registerSportsTranslations } from './app/i18n';
import { PageLoading } from './components/page-loading';
import type { SportsPath } from './features/sportsbook/model/views';

reportInstances();
registerSportsTranslations();

const SportsbookPage = lazy(() => import('./features/sportsbook/components/sportsbook-page'));

// One component per path: moving between sports routes remounts the frame for the new board.
function page(path: SportsPath): ComponentType {
  function SportsRoute() {
    return (
      <Suspense fallback={<PageLoading />}>
        <SportsbookPage path={path} />
      </Suspense>
    );
  }
  SportsRoute.displayName = `SportsRoute(${path})`;
  return SportsRoute;
}

const paths: SportsPath[] = [
  '/spor',
  '/livespor',
  '/spor/fcg',
  '/livespor/fcg',
  '/esports',
  '/esports/betco',
];

/** The sports vertical: sports, live sports and e-sports sportsbook frames (see README for the mapping). */
const remote: RemoteModule = {
  name: 'sports',
  routes: paths.map((path): RemoteRoute => ({ path, component: page(path) })),
};

export default remote;
