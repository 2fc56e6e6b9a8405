import { useEffect, useRef, type ComponentType } from 'react';
import { DialogFrame, Spinner, notify } from '@playhub/kit/ui-kit';
import type { DialogProps, DialogSize, VerticalName } from '@playhub/shared/contracts';
import { closeDialog, openDialog, useUi, type OpenDialog } from '@playhub/shared/ui';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { RemoteSlot } from '../composition/remote-slot';
import { RemoteFallback } from '../composition/remote-fallback';
import { forgetIntendedPathOnDismiss, rememberIntendedDialog } from '../routing/intended-path';
import { useRegistry } from '../composition/registry-context';
import { hostDialogs } from './host-dialogs';
import {
  acceptDeclarations,
  declarerOf,
  foreignNamespace,
  resolveDialog,
  type Refusal,
  type Resolution,
} from './declarations';
import { DialogShell } from './dialog-shell';
import { returnFocusToOpener } from './return-focus';

/**
 * Requirements §2 dialog manager: one dialog at a time (opening one replaces the other), framed at the size
 * its owner declares, resolved through the owner's `./remote`. The phone's game modal is the
 * exception: it keeps running beneath a dialog opened over it (declared `keptBeneath`). A dialog its
 * owner declares `requiresAuth` is checked here, once for every vertical: a visitor gets the login
 * dialog instead and, after logging in, the dialog they asked for. Closing a dialog gives focus back
 * to its opener and, without a login, forgets where the guard was taking the visitor. Issue 31: the
 * params are parsed with the declaring vertical's schema first; a dialog nobody declares, or params
 * the schema refuses, do not open: the player gets a toast, the console and the beacon the reason.
 */
export function DialogManager() {
  const dialog = useUi((s) => s.dialog);
  const beneath = useUi((s) => s.beneath);
  useEffect(() => {
    const stopFocus = returnFocusToOpener();
    const stopForget = forgetIntendedPathOnDismiss();
    return () => {
      stopFocus();
      stopForget();
    };
  }, []);
  // Keyed by the open request: the dialog moving beneath another one keeps its state (the game runs on).
  return <>{[beneath, dialog].map((open) => open && <ManagedDialog key={open.key} open={open} />)}</>;
}

const hostAccepted = { dialogs: new Map(Object.entries(hostDialogs)) };

function ManagedDialog({ open }: { open: OpenDialog }) {
  const close = () => closeDialog(open.key);
  const owner = declarerOf(open.id);
  const registry = useRegistry();
  const hasLogin = useSession((s) => s.hasLogin);
  // Whether the player was logged in when the dialog was asked for: a session that ends while a
  // dialog that needs it is open only closes that dialog (nobody asked to log in).
  const hadLogin = useRef(hasLogin).current;
  const show = (resolution: Resolution, refuse: (message: string) => void) => {
    if (!resolution.ok) return <Refused open={open} refusal={resolution.refusal} report={refuse} />;
    const { declaration, params } = resolution;
    if (declaration.requiresAuth && !hasLogin) {
      return hadLogin ? <CloseNow close={close} /> : <LoginFirst open={open} />;
    }
    return (
      <Framed
        id={open.id}
        params={params}
        size={declaration.size ?? 'default'}
        component={declaration.component as ComponentType<DialogProps>}
        close={close}
      />
    );
  };
  if (owner === null) return <Refused open={open} refusal={foreignNamespace(open.id)} report={() => {}} />;
  if (owner === 'host') return show(resolveDialog(hostAccepted.dialogs, open), () => {});
  const refuse = (message: string) => registry.reportRenderError(owner, new Error(message));
  return (
    <RemoteSlot
      name={owner}
      variant="page"
      loading={<LoadingShell close={close} />}
      failed={(retry) => <UnavailableShell name={owner} onRetry={retry} close={close} />}
    >
      {(module) => show(resolveDialog(acceptDeclarations(owner, module, refuse).dialogs, open), refuse)}
    </RemoteSlot>
  );
}

/**
 * A dialog the host refused to open: the player is told (the dialog beneath, if any, is back), the
 * console and the beacon (the declaring vertical's, when there is one) get the reason.
 */
function Refused({
  open,
  refusal,
  report,
}: {
  open: OpenDialog;
  refusal: Refusal;
  report: (m: string) => void;
}) {
  const { t } = useTranslation('host');
  useEffect(() => {
    console.error(`[dialogs] ${refusal.message}`);
    report(refusal.message);
    notify.error(t('dialogContract.refused'), { toastId: `dialog-refused-${open.key}` });
    closeDialog(open.key);
    // Once per refused request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open.key]);
  return null;
}

/** A visitor asked for a dialog that needs a login: the login dialog replaces it, and it comes after. */
function LoginFirst({ open }: { open: OpenDialog }) {
  useEffect(() => {
    rememberIntendedDialog(open.id, open.params);
    openDialog('account/login');
  }, [open]);
  return null;
}

function CloseNow({ close }: { close: () => void }) {
  useEffect(close, [close]);
  return null;
}

function Framed({
  id,
  params,
  size,
  component: Dialog,
  close,
}: {
  id: string;
  params: unknown;
  size: DialogSize;
  component: ComponentType<DialogProps>;
  close: () => void;
}) {
  return (
    <DialogShell size={size} dialogId={id} onClose={close}>
      <Dialog params={params as never} close={close} />
    </DialogShell>
  );
}

function LoadingShell({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogShell size="bare" dialogId="loading" onClose={close}>
      <DialogFrame size="bare" title={t('loading')} onClose={close}>
        <Spinner block />
      </DialogFrame>
    </DialogShell>
  );
}

/** The vertical of the dialog cannot load (or crashed): its localized fallback inside a dialog frame. */
function UnavailableShell({
  name,
  onRetry,
  close,
}: {
  name: VerticalName;
  onRetry: () => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell size="bare" dialogId="unavailable" onClose={close}>
      <DialogFrame size="bare" title={t('remote.unavailable')} onClose={close}>
        <RemoteFallback name={name} variant="page" onRetry={onRetry} />
      </DialogFrame>
    </DialogShell>
  );
}
