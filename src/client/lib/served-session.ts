import { SERVED_SESSION_ID } from '#shared/served-session.ts';

const element = () => document.getElementById(SERVED_SESSION_ID);

function read(found: HTMLElement | null): unknown {
  if (!found) return undefined;
  try {
    return JSON.parse(found.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * Whether the page says someone is signed in, before anything has parsed it: enough to start
 * that person's first requests (whose answers are parsed), never to show who it is.
 */
export function pageHasSignedInSession(): boolean {
  const served = read(element());
  return typeof served === 'object' && served !== null && 'user' in served && !!served.user;
}

/**
 * The session the page was served with, unparsed; undefined when the page has none or it is not
 * JSON. Read once, as the app starts (src/client/app/providers.tsx): later it can be stale.
 */
export function servedSessionText(): unknown {
  return read(element());
}

/** The id of the user the page was served to, if any: what the page's other copies are for. */
export function servedSessionUserId(): string | null {
  const served = read(element());
  if (typeof served !== 'object' || served === null || !('user' in served)) return null;
  const { user } = served;
  return typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string'
    ? user.id
    : null;
}
