import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Declarative routing has no scroll restoration: start each new page at the top. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // In-page anchors (#features) scroll themselves.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
