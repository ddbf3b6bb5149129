import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * When a control leaves the page while it has the focus (Undo once there is nothing left to
 * undo, the swipe buttons once the deck runs out), the focus would fall to <body>; it goes to
 * `fallback` instead, so keyboard and screen-reader users stay on the deck. Returns the ref
 * callback to give each control that may leave.
 */
export function useFocusRescue(fallback: RefObject<HTMLElement | null>) {
  const lost = useRef(false);

  // Runs after every commit of the owner, once the leaving control is gone and the rest in place.
  useLayoutEffect(() => {
    if (!lost.current) return;
    lost.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) fallback.current?.focus();
  });

  return useCallback((node: HTMLElement | null) => {
    if (!node) return;
    // React runs a ref's cleanup before it takes the element out, while it still has the focus.
    return () => {
      if (node.contains(document.activeElement)) lost.current = true;
    };
  }, []);
}
