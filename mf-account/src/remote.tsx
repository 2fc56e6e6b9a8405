import type { ComponentType } from 'react';
import { defineDialog, defineWidget, type RemoteModule, type WidgetProps } from '@playhub/shared/contracts';
import { accountDialogParams as params, accountWidgetProps as props } from './contract';
import { registerAccountTexts } from './app/i18n';
import { reportInstances } from './app/register-instances';
import { lazyComponent, lazyWidget } from './components/lazy';

reportInstances();
registerAccountTexts();

// Everything below is code-split: the host loads this entry on every page for the header widgets.
const LoginDialog = lazyComponent(() => import('./features/login/components/login-dialog'));
const RegisterDialog = lazyComponent(() => import('./features/register/components/register-dialog'));
const RecoveryDialog = lazyComponent(() => import('./features/recovery/components/recovery-dialog'));
const SmsVerifyDialog = lazyComponent(() => import('./features/sms-verify/components/sms-verify-dialog'));
const CallRequestDialog = lazyComponent(
  () => import('./features/call-request/components/call-request-dialog'),
);
const ChangePasswordDialog = lazyComponent(
  () => import('./features/change-password/components/change-password-dialog'),
);

// Widgets suspend into the host's slot, which shows its placeholder meanwhile.
const DashboardMenu = lazyWidget<WidgetProps<'account/dashboard-menu'>>(() =>
  import('./components/dashboard-menu/dashboard-menu').then((m) => ({ default: m.DashboardMenu })),
);
const TwoFactorSetup = lazyWidget<WidgetProps<'account/two-factor-setup'>>(() =>
  import('./features/profile/components/two-factor-setup').then((m) => ({ default: m.TwoFactorSetup })),
);
const ProfileBlock = lazyWidget<WidgetProps<'account/profile-block'>>(() =>
  import('./components/profile-block').then((m) => ({ default: m.ProfileBlock })),
);

const page = (path: string, load: Parameters<typeof lazyComponent>[0]) => ({
  path,
  component: lazyComponent(load) as ComponentType,
  requiresAuth: true,
});

/** The account vertical: login, registration, recovery, phone verification, call request and the dashboard. */
const remote = {
  name: 'account',
  routes: [
    page('/dashboard', () => import('./features/dashboard/components/dashboard-page')),
    page('/dashboard/account', () => import('./features/profile/components/account-page')),
    page(
      '/dashboard/phone-verification',
      () => import('./features/phone-page/components/phone-verification-page'),
    ),
    page(
      '/dashboard/change-password',
      () => import('./features/change-password/components/change-password-page'),
    ),
    page(
      '/dashboard/financial-activities',
      () => import('./features/financial/components/financial-activities-page'),
    ),
    page('/dashboard/game-history', () => import('./features/game-history/components/game-activities-page')),
    page('/dashboard/claim-bonus', () => import('./features/bonuses/components/claim-bonus-page')),
    page('/dashboard/bonuses', () => import('./features/bonuses/components/bonuses-page')),
    page('/dashboard/bonus-history', () => import('./features/bonuses/components/bonus-history-page')),
    page(
      '/dashboard/session-history',
      () => import('./features/session-history/components/session-history-page'),
    ),
    page('/dashboard/player-protection', () => import('./features/protection/components/protection-page')),
    page('/dashboard/verification', () => import('./features/kyc/components/kyc-page')),
    page('/dashboard/complaints', () => import('./features/complaints/components/complaints-page')),
  ],
  dialogs: {
    'account/login': defineDialog({
      params: params['account/login'],
      component: LoginDialog,
      size: 'default',
      titleKey: 'account:login.title',
    }),
    'account/register': defineDialog({
      params: params['account/register'],
      component: RegisterDialog,
      size: 'default',
      titleKey: 'account:register.title',
    }),
    'account/recovery': defineDialog({
      params: params['account/recovery'],
      component: RecoveryDialog,
      size: 'default',
      titleKey: 'account:recovery.title',
    }),
    'account/sms-verify': defineDialog({
      params: params['account/sms-verify'],
      component: SmsVerifyDialog,
      size: 'default',
      titleKey: 'account:sms.title',
    }),
    'account/call-request': defineDialog({
      params: params['account/call-request'],
      component: CallRequestDialog,
      size: 'call',
      titleKey: 'account:callRequest.title',
    }),
    'account/change-password': defineDialog({
      params: params['account/change-password'],
      component: ChangePasswordDialog,
      size: 'secondary',
      titleKey: 'account:changePassword.title',
    }),
  },
  widgets: {
    'account/dashboard-menu': defineWidget({
      props: props['account/dashboard-menu'],
      component: DashboardMenu,
    }),
    'account/profile-block': defineWidget({ props: props['account/profile-block'], component: ProfileBlock }),
    'account/two-factor-setup': defineWidget({
      props: props['account/two-factor-setup'],
      component: TwoFactorSetup,
    }),
  },
} satisfies RemoteModule<'account'>;

export default remote;
