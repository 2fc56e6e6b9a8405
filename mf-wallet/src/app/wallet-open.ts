import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';

// On globalThis so a remote evaluated twice (a retry with another entry) still listens once.
const KEY = Symbol.for('playhub.wallet.open-listener');
type Holder = { [KEY]?: () => void };

/**
 * Answers `wallet:open` from anywhere (header, bottom bar, play window, celebration screen):
 * a visitor gets the login dialog (`auth:required`); a player gets the deposit modal, with
 * `fullHeight` from the play window. The modal rather than navigation, because the play window
 * must stay where it is and every caller then gets the same result. Returns the unsubscribe.
 */
export function listenWalletOpen(): () => void {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const off = bus.on('wallet:open', ({ mode, fullHeight }) => {
      if (!sessionStore.getState().hasLogin) {
        bus.emit('auth:required', { reason: 'wallet' });
        return;
      }
      openDialog('wallet/deposit-modal', { mode, ...(fullHeight ? { fullHeight: true } : {}) });
    });
    holder[KEY] = () => {
      off();
      delete holder[KEY];
    };
  }
  return holder[KEY];
}
