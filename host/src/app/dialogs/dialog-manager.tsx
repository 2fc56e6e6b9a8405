import type { ComponentType } from 'react';
import { DialogFrame, Spinner } from '@playhub/shared/ui-kit';
import type { DialogId, DialogProps, DialogSize } from '@playhub/shared/contracts';
import { ownerOf } from '@playhub/shared/contracts';
import { closeDialogs, useUi } from '@playhub/shared/ui';
import { useTranslation } from '@playhub/shared/i18n';
import { RemoteSlot } from '../composition/remote-slot';
import { hostDialogs } from './host-dialogs';
import { DialogShell } from './dialog-shell';

/**
 * SPEC §2 dialog manager: one dialog at a time (opening one replaces the other), framed at the size
 * its owner declares, resolved through the owner's `./remote`.
 */
export function DialogManager() {
  const dialog = useUi((s) => s.dialog);
  if (!dialog) return null;
  const owner = ownerOf(dialog.id);
  if (owner === 'host') {
    const entry = hostDialogs[dialog.id as keyof typeof hostDialogs];
    return entry ? (
      <Framed
        key={dialog.key}
        id={dialog.id}
        params={dialog.params}
        size={entry.size}
        component={entry.component}
      />
    ) : null;
  }
  return (
    <RemoteSlot key={dialog.key} name={owner} variant="page" loading={<LoadingShell />}>
      {(module) => {
        const entry = module.dialogs?.[dialog.id];
        if (!entry) return null;
        return (
          <Framed
            id={dialog.id}
            params={dialog.params}
            size={entry.size ?? 'default'}
            component={entry.component as ComponentType<DialogProps>}
          />
        );
      }}
    </RemoteSlot>
  );
}

function Framed({
  id,
  params,
  size,
  component: Dialog,
}: {
  id: DialogId;
  params: unknown;
  size: DialogSize;
  component: ComponentType<DialogProps>;
}) {
  return (
    <DialogShell size={size} dialogId={id} onClose={closeDialogs}>
      <Dialog params={params as never} close={closeDialogs} />
    </DialogShell>
  );
}

function LoadingShell() {
  const { t } = useTranslation();
  return (
    <DialogShell size="bare" dialogId="loading" onClose={closeDialogs}>
      <DialogFrame size="bare" title={t('loading')} onClose={closeDialogs}>
        <Spinner block />
      </DialogFrame>
    </DialogShell>
  );
}
