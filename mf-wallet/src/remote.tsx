import { lazy } from 'react';
import type { RemoteModule } from '@playhub/shared/contracts';
import { registerWalletTranslations } from './app/i18n';
import { reportInstances } from './app/register-instances';
import { listenWalletOpen } from './app/wallet-open';

reportInstances();
registerWalletTranslations();
listenWalletOpen();

/** The wallet vertical: deposit/withdraw pages, the dynamic payment dialogs and the deposit modal. */
const remote = {
  name: 'wallet',
  routes: [
    {
      path: '/dashboard/deposit',
      component: lazy(() => import('./app/routes/deposit-page')),
      requiresAuth: true,
    },
    {
      path: '/dashboard/withdraw',
      component: lazy(() => import('./app/routes/withdraw-page')),
      requiresAuth: true,
    },
  ],
  dialogs: {
    'wallet/deposit': {
      component: lazy(() => import('./app/dialogs/deposit-dialog')),
      size: 'medium',
      titleKey: 'wallet:modal.depositTitle',
    },
    'wallet/withdraw': {
      component: lazy(() => import('./app/dialogs/withdraw-dialog')),
      size: 'medium',
      titleKey: 'wallet:modal.withdrawTitle',
    },
    'wallet/deposit-modal': {
      component: lazy(() => import('./app/dialogs/deposit-modal')),
      size: 'medium',
      titleKey: 'wallet:modal.depositTitle',
    },
  },
} satisfies RemoteModule;

export default remote;
