import {
  init,
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { startHost } from './start-host';

void startHost({ init, registerRemotes, loadRemote, registerGlobalPlugins });
