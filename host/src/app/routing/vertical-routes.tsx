import { Route, Routes, useLocation } from '@playhub/shared/router';
import { RemoteSlot } from '../composition/remote-slot';
import { useRegistry } from '../composition/registry-context';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { RequireAuth } from './require-auth';

/** Renders the routes of whichever vertical owns the current path (loading only that vertical). */
export function VerticalRoutes() {
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
