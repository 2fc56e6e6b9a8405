import { mountDevShell } from '@playhub/shared/dev-shell';
import remote from './remote';

// Standalone development: the remote inside the minimal shell of @playhub/shared.
mountDevShell(remote);
