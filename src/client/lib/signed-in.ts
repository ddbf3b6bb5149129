import { useOutletContext } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';

/**
 * What the route guards hand to the pages they protect. Passing it through the outlet keeps
 * features from importing the auth feature (they never import each other).
 */
export interface SignedInContext {
  user: CurrentUser;
  signOut: () => void;
  signingOut: boolean;
}

export function useSignedIn(): SignedInContext {
  return useOutletContext<SignedInContext>();
}
