import { contractSchema as s } from '@playhub/shared/contracts';

/** Params schemas of the dialogs the host owns itself (`host/*`). */
export const hostDialogParams = {
  /** The announcement popup: no params. */
  'host/popup': s.undefined(),
};

declare module '@playhub/shared/contracts' {
  interface DialogRegistry {
    'host/popup': (typeof hostDialogParams)['host/popup'];
  }
}
