import { vi } from 'vitest';

/**
 * Replaces `window.location` so a full-page navigation (to a checkout, or back from one) is
 * recorded instead of leaving jsdom's page; undo with `vi.unstubAllGlobals()`.
 */
export function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}
