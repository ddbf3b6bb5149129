import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissToastsOnNavigation } from '#client/lib/toast.ts';

/**
 * A toast belongs to the page it was raised on: a new page closes it, unless it was raised for
 * that page (docs/product.md#toasts). Query and hash changes stay on the same page.
 */
export function DismissToastsOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissToastsOnNavigation();
  }, [pathname]);
  return null;
}
