import { lazy, Suspense } from 'react';
import type { DialogProps, RemoteModule } from '@playhub/shared/contracts';
import { reportInstances } from './app/register-instances';
import { registerNotificationsTranslations } from './app/i18n';
import { DialogLoading } from './components/dialog-loading';
import { WidgetLoading } from './components/widget-loading';

reportInstances();
registerNotificationsTranslations();

// The panel, the live controller and (through a further dynamic import) the SignalR client load
// only when the bell or the sheet first renders.
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
const remote: RemoteModule = {
  name: 'notifications',
  widgets: { 'notifications/bell': Bell },
  dialogs: { 'notifications/sheet': { component: Sheet, size: 'sheet', titleKey: 'notifications:title' } },
};

export default remote;
