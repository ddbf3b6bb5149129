import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { LoginPage } from '../lazy-pages.ts';
import { SessionError } from './session-error.tsx';
import { useSignedInContext } from './use-signed-in-context.ts';

/**
 * Signed-in pages. A visitor gets the login screen at the same URL, so the reload after
 * signing in lands on the page they asked for (DESIGN §6).
 */
export function RequireUser() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  const context = useSignedInContext(user);

  if (isPending) return <PageLoading />;
  if (isError) return <SessionError onRetry={() => void refetch()} retrying={isFetching} />;
  if (!context) {
    return (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    );
  }
  return <Outlet context={context} />;
}
