import { contractSchema as s } from '@playhub/shared/contracts';

// The account's dialogs and widgets: ids and schemas (what callers pass, checked by the host).
// Imports only @playhub/shared: the other packages' tsconfig includes this file for the types alone.

const none = s.undefined();

/** Params schemas of the account's dialogs, by id. */
export const accountDialogParams = {
  /** `reason`: the session ended by time (`expired`) or otherwise (`ended`); the dialog says so. */
  'account/login': s.optional(s.object({ reason: s.optional(s.enum(['expired', 'ended'])) })),
  'account/register': none,
  'account/recovery': none,
  /** From registration the dialog offers to skip the verification. */
  'account/sms-verify': s.optional(s.object({ fromRegistration: s.optional(s.boolean()) })),
  'account/call-request': none,
  'account/change-password': none,
};

/** Props schemas of the account's widgets, by id. */
export const accountWidgetProps = {
  /** The dashboard menu, as the header's dropdown or the phone's profile panel. */
  'account/dashboard-menu': s.object({
    variant: s.enum(['dropdown', 'panel']),
    onNavigate: s.optional(s.callback<() => void>()),
  }),
  'account/profile-block': s.object({}),
  /** Two-step login's setup (issue 32): the host's blocker dialog shows it when it is mandatory. */
  'account/two-factor-setup': s.object({ onDone: s.callback<() => void>() }),
};

type Dialogs = typeof accountDialogParams;
type Widgets = typeof accountWidgetProps;

declare module '@playhub/shared/contracts' {
  interface DialogRegistry {
    'account/login': Dialogs['account/login'];
    'account/register': Dialogs['account/register'];
    'account/recovery': Dialogs['account/recovery'];
    'account/sms-verify': Dialogs['account/sms-verify'];
    'account/call-request': Dialogs['account/call-request'];
    'account/change-password': Dialogs['account/change-password'];
  }
  interface WidgetRegistry {
    'account/dashboard-menu': Widgets['account/dashboard-menu'];
    'account/profile-block': Widgets['account/profile-block'];
    'account/two-factor-setup': Widgets['account/two-factor-setup'];
  }
}
