import { contractSchema as s } from '@playhub/shared/contracts';

// The casino's dialogs: ids and params schemas (what `openDialog` accepts, checked by the host).
// Imports only @playhub/shared: the other packages' tsconfig includes this file for the types alone.

/** Params schemas of the casino's dialogs, by id. */
export const casinoDialogParams = {
  /** The phone's game modal: the game, encoded as in `/casino/play/{encoded}`. */
  'casino/play': s.object({ encoded: s.string().check(s.minLength(1)) }),
  /** A promotion's details. */
  'casino/promotion': s.object({ id: s.int() }),
};

declare module '@playhub/shared/contracts' {
  interface DialogRegistry {
    'casino/play': (typeof casinoDialogParams)['casino/play'];
    'casino/promotion': (typeof casinoDialogParams)['casino/promotion'];
  }
}
