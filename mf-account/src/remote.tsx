import type { RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';

reportInstances();

/** The account vertical. */
const remote: RemoteModule = { name: 'account' };

export default remote;
