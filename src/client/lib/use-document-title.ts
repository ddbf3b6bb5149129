import { useEffect } from 'react';

const PRODUCT = 'SwipeNYC';

/** Sets the tab title to "Page · SwipeNYC"; without a page, the product's own headline. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page
      ? `${page} · ${PRODUCT}`
      : `${PRODUCT} · Swipe through New York City events`;
  }, [page]);
}
