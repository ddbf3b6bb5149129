import type { CurrentUser } from '#shared/schemas/auth.ts';
import { readStored, removeStored, writeStored } from './device-storage.ts';

const KEY = 'swipenyc:signed-in-user';

/**
 * The last user the server confirmed, so the app opened offline can still show that user's kept
 * deck. It only stands in while the server cannot be reached; any answer from the server
 * replaces it, and an ended session or signing out removes it.
 */
export function keepSignedInUser(user: CurrentUser | null): void {
  if (user) writeStored(KEY, user);
  else removeStored(KEY);
}

export function keptSignedInUser(): CurrentUser | null {
  return readStored<CurrentUser>(KEY);
}
