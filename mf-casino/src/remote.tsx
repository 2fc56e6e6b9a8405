import type { RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';
import { HomePage } from './app/home-page';

reportInstances();

/** The casino vertical: home lobby, casino pages, play window, promotions. */
const remote: RemoteModule = {
  name: 'casino',
  routes: [{ path: '/', component: HomePage }],
};

export default remote;
