import { Route, Routes, useLocation } from '@playhub/shared/router';
import { RemoteSlot } from '../composition/remote-slot';
import { useRegistry } from '../composition/registry-context';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { RequireAuth } from './require-auth';
import { WithdrawOnly } from './withdraw-only';

/**
 * Renders the routes of whichever vertical owns the current path (loading only that vertical); a
 * withdrawal-only session reaches only the wallet and the histories.
 */
export function VerticalRoutes() {
  return (
    <WithdrawOnly>
      <OwnerRoutes />
    </WithdrawOnly>
  );
}

/** False for a path whose escapes do not decode (`/%`, a truncated `/casino/play/%E0%A4%A`). */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function OwnerRoutes() {
  const { pathname } = useLocation();
  const owner = useRegistry().ownerOfPath(pathname);
  // A malformed link names no page: the not-found page, never a vertical's guess (or its login).
  if (!owner || !decodablePath(pathname)) return <NotFoundPage />;
  return (
    <RemoteSlot key={owner} name={owner} loading={<PageSkeleton />}>
      {(module) => (
        <Routes>
          {(module.routes ?? []).map(({ path, component: Page, requiresAuth }) => (
            <Route
              key={path}
              path={path}
              element={
                requiresAuth ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </RemoteSlot>
  );
}
