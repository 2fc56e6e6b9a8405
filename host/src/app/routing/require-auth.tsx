import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@playhub/shared/router';
import { useSession } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { rememberIntendedPath } from './intended-path';

/**
 * SPEC §2 guard: a visitor gets the login form and the navigation is blocked (they stay on, or are
 * sent back to, the home page); after login they continue to where they were going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hasLogin = useSession((s) => s.hasLogin);
  const location = useLocation();
  useEffect(() => {
    if (!hasLogin) {
      rememberIntendedPath(location.pathname + location.search);
      openDialog('account/login');
    }
  }, [hasLogin, location.pathname, location.search]);
  if (!hasLogin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
