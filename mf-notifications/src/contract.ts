import { contractSchema as s } from '@playhub/shared/contracts';

// The notifications vertical's dialog and widget: ids and schemas (checked by the host).
// Imports only @playhub/shared: the other packages' tsconfig includes this file for the types alone.

/** Params schemas of the notifications dialogs, by id. */
export const notificationsDialogParams = {
  /** The phone's notifications bottom sheet: no params. */
  'notifications/sheet': s.undefined(),
};

/** Props schemas of the notifications widgets, by id. */
export const notificationsWidgetProps = {
  /** The header bell with its popup panel: no props. */
  'notifications/bell': s.object({}),
};

declare module '@playhub/shared/contracts' {
  interface DialogRegistry {
    'notifications/sheet': (typeof notificationsDialogParams)['notifications/sheet'];
  }
  interface WidgetRegistry {
    'notifications/bell': (typeof notificationsWidgetProps)['notifications/bell'];
  }
}
