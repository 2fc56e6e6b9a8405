import { lazy } from 'react';
import { defineDialog, type RemoteModule } from '@playhub/shared/contracts';
import { walletDialogParams as params } from './contract';
import { registerWalletTranslations } from './app/i18n';
import { reportInstances } from './app/register-instances';

reportInstances();
registerWalletTranslations();

/**
 * The wallet vertical: deposit/withdraw pages, the dynamic payment dialogs and the deposit modal.
 * Anyone opens the wallet with `openDialog('wallet/deposit-modal', { mode, fullHeight? })` (the
 * modal rather than navigation, so the play window stays where it is); every dialog here
 * `requiresAuth`, so the host's dialog manager asks a visitor to log in first.
 */
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
    'wallet/deposit': defineDialog({
      params: params['wallet/deposit'],
      component: lazy(() => import('./app/dialogs/deposit-dialog')),
      size: 'medium',
      titleKey: 'wallet:modal.depositTitle',
      requiresAuth: true,
    }),
    'wallet/withdraw': defineDialog({
      params: params['wallet/withdraw'],
      component: lazy(() => import('./app/dialogs/withdraw-dialog')),
      size: 'medium',
      titleKey: 'wallet:modal.withdrawTitle',
      requiresAuth: true,
    }),
    'wallet/deposit-modal': defineDialog({
      params: params['wallet/deposit-modal'],
      component: lazy(() => import('./app/dialogs/deposit-modal')),
      size: 'medium',
      titleKey: 'wallet:modal.depositTitle',
      requiresAuth: true,
    }),
  },
} satisfies RemoteModule<'wallet'>;

export default remote;
