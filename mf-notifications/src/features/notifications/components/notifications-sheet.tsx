import { useEffect } from 'react';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { DialogFrame } from '@playhub/shared/ui-kit';
import { ensureNotificationsLive } from '../live/live-controller';
import { NotificationsPanel } from './notifications-panel';

/** Dialog `notifications/sheet`: the same panel as a 100dvh bottom sheet (dashboard menu entry). */
export default function NotificationsSheet({ close }: DialogProps<'notifications/sheet'>) {
  useEffect(() => ensureNotificationsLive(), []);
  return (
    <NotificationsPanel>
      {({ title, back, body }) => (
        <Sheet title={title} start={back} onClose={close} size="sheet" flush>
          {body}
        </Sheet>
      )}
    </NotificationsPanel>
  );
}

// The host's <dialog> sets the sheet's outer size; the frame fills it rather than forcing 100vw.
const Sheet = styled(DialogFrame)`
  width: 100%;
  height: 100%;
  max-height: 100dvh;
`;
