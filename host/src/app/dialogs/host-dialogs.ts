import type { ComponentType } from 'react';
import type { DialogProps, DialogSize } from '@playhub/shared/contracts';
import { PopupDialog } from '@/features/popup/components/popup-dialog';

/** Dialogs the host owns itself (`host/*`). */
export const hostDialogs: Partial<
  Record<'host/popup', { component: ComponentType<DialogProps>; size: DialogSize }>
> = {
  'host/popup': { component: PopupDialog as ComponentType<DialogProps>, size: 'bare' },
};
