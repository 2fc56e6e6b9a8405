import type { RemoteModule } from '@playhub/shared/contracts';
import { startHost } from '../../host/src/start-host';

const remotes: Record<string, () => Promise<{ default: RemoteModule }>> = {
  casino: () => import('../../mf-casino/src/remote'),
  sports: () => import('../../mf-sports/src/remote'),
  wallet: () => import('../../mf-wallet/src/remote'),
  account: () => import('../../mf-account/src/remote'),
  notifications: () => import('../../mf-notifications/src/remote'),
};

// The same host, with a "runtime" that links the verticals statically instead of federating them.
void startHost({
  init: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: <T,>(id: string) => remotes[id.split('/')[0]!]!() as Promise<T>,
  federated: false,
});
