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

function OwnerRoutes() {
  const { pathname } = useLocation();
  const owner = useRegistry().ownerOfPath(pathname);
  if (!owner) return <NotFoundPage />;
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
