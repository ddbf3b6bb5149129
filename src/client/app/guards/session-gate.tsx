import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import type { SignedInContext } from '#client/lib/signed-in.ts';
import { SessionError } from './session-error.tsx';
import { useSignedInContext } from './use-signed-in-context.ts';

interface SessionGateProps {
  /**
   * Shown to a visitor at the URL they asked for, so the reload after signing in lands on that
   * page (docs/product.md#guards). A session that ends while a page is open leads here too.
   */
  signIn: ReactNode;
  children: (context: SignedInContext) => ReactNode;
}

/** What every guard does before its own rule: wait for the session, or explain why not. */
export function SessionGate({ signIn, children }: SessionGateProps) {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  const context = useSignedInContext(user);

  if (isPending) return <PageLoading />;
  if (isError) return <SessionError onRetry={() => void refetch()} retrying={isFetching} />;
  if (!context) return <Suspense fallback={<PageLoading />}>{signIn}</Suspense>;
  return children(context);
}
