import type { RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';

reportInstances();

/** The notifications vertical. */
const remote: RemoteModule = { name: 'notifications' };

export default remote;
