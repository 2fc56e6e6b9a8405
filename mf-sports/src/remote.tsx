import type { RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';

reportInstances();

/** The sports vertical. */
const remote: RemoteModule = { name: 'sports' };

export default remote;
