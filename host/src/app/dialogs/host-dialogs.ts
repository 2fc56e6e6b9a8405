import { defineDialog, type DialogDeclaration } from '@playhub/shared/contracts';
import { PopupDialog } from '@/features/popup/components/popup-dialog';
import { hostDialogParams } from './host-contract';

/** Dialogs the host owns itself (`host/*`), declared like a vertical's. */
export const hostDialogs: Record<string, DialogDeclaration> = {
  'host/popup': defineDialog({
    params: hostDialogParams['host/popup'],
    component: PopupDialog,
    size: 'bare',
  }),
};
