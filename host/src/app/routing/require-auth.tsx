import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@playhub/shared/router';
import { useSession } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { rememberIntendedPath } from './intended-path';

/**
 * Requirements §2 guard: a visitor gets the login form and the navigation is blocked (they stay on, or are
 * sent back to, the home page); after login they continue to where they were going. A session that
 * ends while its page is open (a logout in another tab, a password change elsewhere, a time-out) only
 * leaves the page: nobody asked to come in, so no login form.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hasLogin = useSession((s) => s.hasLogin);
  const location = useLocation();
  const hadLogin = useRef(hasLogin);
  useEffect(() => {
    const ended = hadLogin.current && !hasLogin;
    hadLogin.current = hasLogin;
    if (!hasLogin && !ended) {
      rememberIntendedPath(location.pathname + location.search);
      openDialog('account/login');
    }
  }, [hasLogin, location.pathname, location.search]);
  if (!hasLogin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
