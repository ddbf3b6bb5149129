import type { CurrentUser } from '#shared/schemas/auth.ts';
import { useLogout } from '#client/features/auth/api/logout.ts';
import type { SignedInContext } from '#client/lib/signed-in.ts';
import { toast } from '#client/lib/toast.ts';

/** Builds the outlet context the guards pass to protected pages. */
export function useSignedInContext(user: CurrentUser | null | undefined): SignedInContext | null {
  const logout = useLogout();
  if (!user) return null;
  return {
    user,
    signOut: () =>
      logout.mutate(undefined, {
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to sign out. Please try again.',
            variant: 'error',
          }),
      }),
    signingOut: logout.isPending || logout.isSuccess,
  };
}
