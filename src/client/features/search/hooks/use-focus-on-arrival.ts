import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { asksForSearchFocus } from '#client/lib/search-focus.ts';

/**
 * Focuses the box when a link asked for it (the header's search button), and on a visit with
 * no search yet; a shared search opens on its results instead.
 */
export function useFocusOnArrival(input: RefObject<HTMLElement | null>, blank: boolean) {
  const { key, state } = useLocation();
  const asked = asksForSearchFocus(state);
  const [blankOnArrival] = useState(blank);

  useEffect(() => {
    if (blankOnArrival) input.current?.focus();
  }, [input, blankOnArrival]);

  // Keyed by the history entry, so the header's button focuses the box when already here.
  useEffect(() => {
    if (asked) input.current?.focus();
  }, [input, asked, key]);
}
