import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `lg` breakpoint, where the app's frame widens (app-shell.tsx): the deck gains its
 * details panel and the event database its table. One breakpoint, so every screen changes
 * layout at the same width.
 */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (a test's jsdom) the desk layout is assumed.
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/**
 * Whether the wide layout applies. A screen renders one layout or the other rather than hiding
 * one beside the other, so each control exists once for keyboards and screen readers.
 */
export function useWideScreen(): boolean {
  // A screen drawn on the server (src/client/server-render) is drawn for a phone: a wide screen's
  // extra column then joins it beside what is there instead of sitting where a phone's card goes.
  return useSyncExternalStore(subscribe, isWide, () => false);
}
