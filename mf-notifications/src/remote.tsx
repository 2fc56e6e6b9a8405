import { lazy, Suspense } from 'react';
import { defineDialog, defineWidget, type DialogProps, type RemoteModule } from '@playhub/shared/contracts';
import { notificationsDialogParams, notificationsWidgetProps } from './contract';
import { reportInstances } from './app/register-instances';
import { registerNotificationsTranslations } from './app/i18n';
import { DialogLoading } from './components/dialog-loading';
import { WidgetLoading } from './components/widget-loading';

reportInstances();
registerNotificationsTranslations();

// The live status (the page's unread count, the hub link) starts when this vertical loads, whatever
// renders: the host loads it for every player, also in the site variant without a bell. The SignalR
// client is a further dynamic import, made only once a player is logged in.
import('./features/notifications/live/live-controller')
  .then(({ ensureNotificationsLive }) => ensureNotificationsLive())
  .catch((error: unknown) => console.error('notifications: the live status could not start', error));

// The panel and the sheet load when they first render.
const LazyBell = lazy(() => import('./features/notifications/components/notifications-bell'));
const LazySheet = lazy(() => import('./features/notifications/components/notifications-sheet'));

function Bell() {
  return (
    <Suspense fallback={<WidgetLoading />}>
      <LazyBell />
    </Suspense>
  );
}

function Sheet(props: DialogProps<'notifications/sheet'>) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazySheet {...props} />
    </Suspense>
  );
}

/** The notifications vertical: header bell with popup panel, bottom sheet, and the live hub link. */
const remote = {
  name: 'notifications',
  widgets: {
    'notifications/bell': defineWidget({
      props: notificationsWidgetProps['notifications/bell'],
      component: Bell,
    }),
  },
  dialogs: {
    'notifications/sheet': defineDialog({
      params: notificationsDialogParams['notifications/sheet'],
      component: Sheet,
      size: 'sheet',
      titleKey: 'notifications:title',
    }),
  },
} satisfies RemoteModule<'notifications'>;

export default remote;
