import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@playhub/shared/router';
import { useSession } from '@playhub/shared/session';

/** Where a withdrawal-only session lands, and goes back to from any other vertical page. */
export const WITHDRAW_ONLY_HOME = '/dashboard/withdraw';

/**
 * The vertical pages a withdrawal-only session (a player on a time-out or self-exclusion who
 * reached the balance by SMS code, issue 28) may open: the wallet and the histories, whose API
 * routes answer such a session. Games, the sportsbook, bonuses and the rest answer it 403.
 */
const OPEN_DURING_A_BREAK = new Set([
  '/dashboard/withdraw',
  '/dashboard/deposit',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/session-history',
]);

/** True when `pathname` is a page a withdrawal-only session may open. */
export function openDuringBreak(pathname: string): boolean {
  return OPEN_DURING_A_BREAK.has(pathname.replace(/\/+$/, '') || '/');
}

/** Sends a withdrawal-only session from any other vertical page to the withdraw page. */
export function WithdrawOnly({ children }: { children: ReactNode }) {
  const withdrawOnly = useSession((s) => s.authData?.access === 'withdraw');
  const { pathname } = useLocation();
  if (withdrawOnly && !openDuringBreak(pathname)) return <Navigate to={WITHDRAW_ONLY_HOME} replace />;
  return <>{children}</>;
}
