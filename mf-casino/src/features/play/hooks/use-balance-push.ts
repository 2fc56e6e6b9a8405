import type { RefObject } from 'react';
import { useBusEvent } from '@playhub/shared/bus';
import type { GameLaunch } from '../api/launch-game';
import { BALANCE_UPDATE_MESSAGE, balancePushTarget, PUSHED_REASONS } from '../model/balance-push';

/**
 * Tells the running game when money moved outside it (a deposit made from the play window, a
 * bonus, a withdrawal), so it shows the new balance without a reload (issue 33).
 */
export function useBalancePush(frame: RefObject<HTMLIFrameElement | null>, launch: GameLaunch | null): void {
  useBusEvent(
    'wallet:changed',
    ({ reason }) => {
      if (launch && PUSHED_REASONS.has(reason))
        frame.current?.contentWindow?.postMessage(BALANCE_UPDATE_MESSAGE, balancePushTarget(launch));
    },
    launch !== null,
  );
}
