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
 * The session the server wrote into this page, taken once: the first ask for the session is
 * answered from the page, every later one goes to the server. Undefined when the page has none
 * (the offline copy of the page, the development server) or it cannot be read.
 */
export function takeServedSession(): unknown {
  const found = element();
  found?.remove();
  return read(found);
}

/** Whether the page still holds the session the server wrote into it. */
export function pageHasServedSession(): boolean {
  return element() !== null;
}

/**
 * Whether the page says someone is signed in, before anything has parsed it: enough to start
 * that person's first requests (whose answers are parsed), never to show who it is.
 */
export function pageHasSignedInSession(): boolean {
  const served = read(element());
  return typeof served === 'object' && served !== null && 'user' in served && !!served.user;
}
