import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '#client/components/error-boundary.tsx';
import { ErrorFallback } from '#client/components/error-fallback.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { servedSession, servedUserId } from '#client/lib/served-session.ts';
import { servedSessionQuery } from '#client/features/auth/api/get-current-user.ts';
import { useToasts } from '#client/lib/toast.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { DismissToastsOnNavigation } from './dismiss-toasts-on-navigation.tsx';

const Toaster = lazy(() =>
  import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

/** Toasts are rare, so their code loads with the first one rather than with every page. */
function DeferredToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * The app's query client. A page served to a signed-in person knows the session as the app
 * starts, from the page's copy; `sessionRead` settles once that copy is in the cache. A visitor's
 * page leaves it to the screens that ask (the landing page never does, and keeps the session
 * schema out of its code).
 */
export function createAppQueryClient(): { queryClient: QueryClient; sessionRead: Promise<void> } {
  const queryClient = createQueryClient();
  const sessionRead = servedUserId()
    ? queryClient.prefetchQuery(servedSessionQuery(servedSession()))
    : Promise.resolve();
  return { queryClient, sessionRead };
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    // The last resort, for a failure outside any page (the pages have boundaries of their own).
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} fullPage />}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ScrollToTop />
          <DismissToastsOnNavigation />
          {children}
        </BrowserRouter>
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
