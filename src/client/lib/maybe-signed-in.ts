import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';

/**
 * What the guard of a public page that offers more once signed in (the business signup) hands
 * it: the user, or null for a visitor, and the sign-in screen to show in place when the visitor
 * asks for it, so signing in comes back to the same page.
 */
export interface MaybeSignedInContext {
  user: CurrentUser | null;
  signInScreen: ReactNode;
}

export function useMaybeSignedIn(): MaybeSignedInContext {
  return useOutletContext<MaybeSignedInContext>();
}
