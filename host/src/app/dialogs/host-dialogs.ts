import type { ComponentType } from 'react';
import type { DialogProps, DialogSize } from '@playhub/shared/contracts';

/** Dialogs the host owns itself (`host/*`); the shell adds the popup here. */
export const hostDialogs: Partial<Record<'host/popup', { component: ComponentType<DialogProps>; size: DialogSize }>> = {};
