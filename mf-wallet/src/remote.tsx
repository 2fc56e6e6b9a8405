import type { RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';

reportInstances();

/** The wallet vertical. */
const remote: RemoteModule = { name: 'wallet' };

export default remote;
