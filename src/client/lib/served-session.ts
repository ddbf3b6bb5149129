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
