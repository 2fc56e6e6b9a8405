import { bus } from '@playhub/shared/bus';
import type { VerticalName } from '@playhub/shared/contracts';
import { openDialog, uiStore } from '@playhub/shared/ui';
import type { MenuItem } from './menu-items';

/** Loads a vertical before talking to it over the bus (its listeners register when it loads). */
export type EnsureVertical = (name: VerticalName) => Promise<unknown>;

/**
 * What choosing a menu entry does besides following its link (Requirements §2): close the mobile profile
 * panel and the sidebar menu, then run the entry's action (call-request form, live chat, a game).
 */
export function runMenuItem(item: MenuItem, ensureVertical?: EnsureVertical): void {
  const ui = uiStore.getState();
  ui.setSidebarOpen(false);
  ui.setProfilePanelOpen(false);
  if (item.store === 'callRequest') openDialog('account/call-request');
  else if (item.store === 'chat') bus.emit('chat:open', {});
  else if (item.gameData) {
    const game = item.gameData;
    // The casino listens for game:open only once loaded: on a sports page it may not be yet.
    void (ensureVertical?.('casino') ?? Promise.resolve()).then(
      () => bus.emit('game:open', game),
      () => bus.emit('game:open', game),
    );
  }
}
