/**
 * What the app keeps on the device (the offline deck, queued swipes, the last signed-in user),
 * as JSON in localStorage. Signing out clears it all (leave-session.ts). Storage can be full or
 * switched off: then nothing is kept, and the app works as it does online without it.
 */

/** A key that names the user, so another account on the same browser never reads the item. */
export function userKey(userId: string, name: string): string {
  return `swipenyc:${name}:${userId}`;
}

export function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the copy is a convenience, never needed online.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
}
