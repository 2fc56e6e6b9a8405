import { openChat, openDialog, uiStore } from '@playhub/shared/ui';
import type { MenuItem } from './menu-items';

/**
 * What choosing a menu entry does besides following its link (Requirements §2): close the mobile profile
 * panel and the sidebar menu, then run the entry's action (call-request form, live chat).
 */
export function runMenuItem(item: MenuItem): void {
  const ui = uiStore.getState();
  ui.setSidebarOpen(false);
  ui.setProfilePanelOpen(false);
  if (item.store === 'callRequest') openDialog('account/call-request');
  else if (item.store === 'chat') openChat();
}
