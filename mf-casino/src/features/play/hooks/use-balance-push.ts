import { useEffect, type RefObject } from 'react';
import { bus } from '@playhub/shared/bus';
import type { GameLaunch } from '../api/launch-game';
import { BALANCE_UPDATE_MESSAGE, balancePushTarget, PUSHED_REASONS } from '../model/balance-push';

/**
 * Tells the running game when money moved outside it (a deposit made from the play window, a
 * bonus, a withdrawal), so it shows the new balance without a reload (issue 33).
 */
export function useBalancePush(frame: RefObject<HTMLIFrameElement | null>, launch: GameLaunch | null): void {
  useEffect(() => {
    if (!launch) return;
    const target = balancePushTarget(launch);
    return bus.on('wallet:changed', ({ reason }) => {
      if (PUSHED_REASONS.has(reason))
        frame.current?.contentWindow?.postMessage(BALANCE_UPDATE_MESSAGE, target);
    });
  }, [frame, launch]);
}
