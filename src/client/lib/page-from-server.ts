/**
 * Whether the server answered this very navigation, rather than the browser's cache (back or
 * forward, a restored tab): then what the server wrote into the page is what it knew of this
 * browser's cookie a moment ago, and is as current as asking it again
 * (docs/ARCHITECTURE.md#first-card). The service worker's offline stand-in is the built page,
 * which carries nothing of anyone's.
 */
export function pageCameFromServer(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if (!entry) return false;
  const nav = entry as PerformanceNavigationTiming & { deliveryType?: string };
  return (
    (nav.type === 'navigate' || nav.type === 'reload') &&
    nav.transferSize > 0 &&
    nav.deliveryType !== 'cache'
  );
}
