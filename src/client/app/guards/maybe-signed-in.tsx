import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import type { MaybeSignedInContext } from '#client/lib/maybe-signed-in.ts';
import { LoginPage } from '../lazy-pages.ts';
import { SessionError } from './session-error.tsx';

/** Public pages that change once signed in: they learn who is there, a visitor included. */
export function MaybeSignedIn() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();

  if (isPending) return <PageLoading />;
  if (isError) return <SessionError onRetry={() => void refetch()} retrying={isFetching} />;
  const context: MaybeSignedInContext = {
    user: user ?? null,
    signInScreen: (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    ),
  };
  return <Outlet context={context} />;
}
