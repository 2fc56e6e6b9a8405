import type { ComponentType } from 'react';
import type { verticalNames } from './verticals.generated';

// The names and default routes come from the one declared list, shared/verticals.json.
export { defaultVerticalRoutes, verticalNames, verticalRoutePattern } from './verticals.generated';
/** One of the verticals. */
export type VerticalName = (typeof verticalNames)[number];

/** Size classes the host's dialog manager knows (Requirements §2 "Dialogs and panels"). */
export type DialogSize = 'default' | 'call' | 'secondary' | 'medium' | 'full-height' | 'sheet' | 'bare';

/** Parameters of every dialog, keyed by its id (`<owner>/<name>`). */
export interface DialogParamsMap {
  /** `reason`: the session ended by time (`expired`) or otherwise (`ended`); the dialog says so. */
  'account/login': { reason?: 'expired' | 'ended' } | undefined;
  'account/register': undefined;
  'account/recovery': undefined;
  'account/sms-verify': { fromRegistration?: boolean } | undefined;
  'account/call-request': undefined;
  'account/change-password': undefined;
  'wallet/deposit': { id: number; type: number; title: string; fullHeight?: boolean };
  'wallet/withdraw': { id: number; type: number; title: string };
  'wallet/deposit-modal': { title?: string; fullHeight?: boolean; mode?: 'deposit' | 'withdraw' } | undefined;
  'casino/promotion': { id: number };
  'casino/play': { encoded: string };
  'notifications/sheet': undefined;
  'host/popup': undefined;
}
/** Any dialog id. */
export type DialogId = keyof DialogParamsMap;

/**
 * Dialogs that keep running beneath a dialog opened over them instead of being replaced: the
 * phone's game modal stays under its deposit, and the player is back in the game when it closes.
 */
export const dialogsKeptBeneath: ReadonlySet<DialogId> = new Set<DialogId>(['casino/play']);

/** Props the host passes to a dialog component. */
export interface DialogProps<Id extends DialogId = DialogId> {
  params: DialogParamsMap[Id];
  close: () => void;
}

/** A dialog a remote contributes: its component and the size class the host frames it in. */
export interface RemoteDialog<Id extends DialogId = DialogId> {
  component: ComponentType<DialogProps<Id>>;
  size?: DialogSize;
  /** Accessible title key for the frame (i18n key). */
  titleKey?: string;
  /**
   * When true the host's dialog manager opens the login dialog for a visitor instead, and after the
   * login the dialog they asked for; the component itself only ever renders for a player.
   */
  requiresAuth?: boolean;
}

/** A route a remote owns. `path` is a react-router path relative to the site root. */
export interface RemoteRoute {
  path: string;
  component: ComponentType;
  /** When true the host's guard opens the login dialog for visitors instead of rendering. */
  requiresAuth?: boolean;
}

/** Widget slots the host renders in its frame. */
export interface WidgetPropsMap {
  'notifications/bell': Record<string, never>;
  'account/dashboard-menu': { variant: 'dropdown' | 'panel'; onNavigate?: () => void };
  'account/profile-block': Record<string, never>;
  /** Two-step login's setup (issue 32): the host's blocker dialog shows it when it is mandatory. */
  'account/two-factor-setup': { onDone: () => void };
}
/** Any widget id. */
export type WidgetId = keyof WidgetPropsMap;

/** The one public contract of a remote: the default export of its `./remote` module. */
export interface RemoteModule {
  name: VerticalName;
  routes?: RemoteRoute[];
  dialogs?: { [Id in DialogId]?: RemoteDialog<Id> };
  widgets?: { [Id in WidgetId]?: ComponentType<WidgetPropsMap[Id]> };
}

/** Which vertical owns a dialog or widget id. */
export function ownerOf(id: DialogId | WidgetId): VerticalName | 'host' {
  return id.slice(0, id.indexOf('/')) as VerticalName | 'host';
}
