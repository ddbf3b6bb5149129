import { SERVED_SESSION_ID } from '#shared/served-session.ts';

/**
 * The session the page was served with, unparsed JSON; undefined when the page has none or it is
 * not JSON. Read as the app starts (src/client/app/providers.tsx): later it can be stale.
 */
export function servedSession(): unknown {
  try {
    return JSON.parse(document.getElementById(SERVED_SESSION_ID)?.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The id of the user the page was served to, before anything has parsed the copy: enough to
 * start that person's first requests (whose answers are parsed) and to tell whose the page's
 * other copies are, never to show who it is.
 */
export function servedUserId(): string | null {
  const id = (servedSession() as { user?: { id?: unknown } } | null | undefined)?.user?.id;
  return typeof id === 'string' ? id : null;
}
