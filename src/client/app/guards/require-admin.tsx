import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { AccessDenied } from './access-denied.tsx';
import { AdminLoginPage } from '../lazy-pages.ts';
import { SessionError } from './session-error.tsx';
import { useSignedInContext } from './use-signed-in-context.ts';

/**
 * Admin pages. A visitor gets the admin login in place; a signed-in non-admin sees Access
 * Denied and is sent to the admin login after `deniedRedirectMs` (SPEC §9: 2 s on the crawler,
 * 0.5 s elsewhere).
 */
export function RequireAdmin({ deniedRedirectMs }: { deniedRedirectMs: number }) {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  const context = useSignedInContext(user);

  if (isPending) return <PageLoading />;
  if (isError) return <SessionError onRetry={() => void refetch()} retrying={isFetching} />;
  if (!context) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminLoginPage />
      </Suspense>
    );
  }
  if (!context.user.isAdmin) return <AccessDenied redirectAfterMs={deniedRedirectMs} />;
  return <Outlet context={context} />;
}
