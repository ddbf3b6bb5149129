import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '#client/components/error-boundary.tsx';
import { ErrorFallback } from '#client/components/error-fallback.tsx';

/** A failing page shows a retry screen in its own place; going to another page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(props) => <ErrorFallback {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
