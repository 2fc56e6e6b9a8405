import { contractSchema as s } from '@playhub/shared/contracts';

// The wallet's dialogs: ids and params schemas (what `openDialog` accepts, checked by the host).
// Imports only @playhub/shared: the other packages' tsconfig includes this file for the types alone.

/** Params schemas of the wallet's dialogs, by id. */
export const walletDialogParams = {
  /** A payment method's dynamic deposit form: the method's id, type and title. */
  'wallet/deposit': s.object({
    id: s.int(),
    type: s.int(),
    title: s.string(),
    fullHeight: s.optional(s.boolean()),
  }),
  /** A payment method's dynamic withdraw form. */
  'wallet/withdraw': s.object({ id: s.int(), type: s.int(), title: s.string() }),
  /** The wallet modal (methods list), on deposit or withdraw; full height from the play window. */
  'wallet/deposit-modal': s.optional(
    s.object({
      title: s.optional(s.string()),
      fullHeight: s.optional(s.boolean()),
      mode: s.optional(s.enum(['deposit', 'withdraw'])),
    }),
  ),
};

declare module '@playhub/shared/contracts' {
  interface DialogRegistry {
    'wallet/deposit': (typeof walletDialogParams)['wallet/deposit'];
    'wallet/withdraw': (typeof walletDialogParams)['wallet/withdraw'];
    'wallet/deposit-modal': (typeof walletDialogParams)['wallet/deposit-modal'];
  }
}
