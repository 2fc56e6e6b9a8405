import { useEffect } from 'react';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { media } from '@playhub/shared/theme';
import { DialogFrame } from '@playhub/kit/ui-kit';
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

// The sheet is 100dvh high (Requirements §2); on wide screens a full-width list is hard to read, so it
// keeps the width of a phone sheet there.
const Sheet = styled(DialogFrame)`
  ${media.up('md')} {
    width: min(520px, 100vw);
  }
`;
