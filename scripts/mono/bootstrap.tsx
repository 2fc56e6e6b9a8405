import type { RemoteModule, VerticalName } from '@playhub/shared/contracts';
import { startHost } from '../../host/src/start-host';

// Literal paths, one per vertical (webpack links each statically); the type fails the build when a
// vertical of shared/verticals.json is missing here.
const remotes: Record<VerticalName, () => Promise<{ default: RemoteModule }>> = {
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
  loadRemote: <T,>(id: string) => remotes[id.split('/')[0] as VerticalName]() as Promise<T>,
  federated: false,
});
