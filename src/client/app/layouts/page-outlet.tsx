import { Suspense } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';

/**
 * Where a frame shows its lazily loaded page: a spinner while the code arrives, and a retry
 * screen if the page fails, with the frame's navigation still there to leave by.
 */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet context={useOutletContext()} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
