import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint, where the deck gains its details panel. */
const WIDE = '(min-width: 1024px)';

function subscribe(notify: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
