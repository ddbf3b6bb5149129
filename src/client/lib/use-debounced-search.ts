import { useEffect, useRef, useState } from 'react';

/** Long enough to let a word be typed, short enough that results seem to follow the keys. */
const SEARCH_DEBOUNCE_MS = 250;

interface DebouncedSearchOptions {
  /** The search the page shows (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on submit or clear. */
  onSearch: (q: string) => void;
  /** What of the typed text is searched for (trimmed, shortened). */
  clean: (text: string) => string;
}

/**
 * The text of a search box that searches as the user types. A search changed from elsewhere
 * (Clear filters, Back) replaces what was typed; the box's own search coming back through the
 * URL leaves the text, and any key typed since, alone.
 */
export function useDebouncedSearch({ value, onSearch, clean }: DebouncedSearchOptions) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== clean(text)) setText(value);
  }

  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const q = clean(text);
    if (q === value) return;
    const timer = setTimeout(() => latest.current(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, clean]);

  return {
    text,
    setText,
    /** Searches now (Enter), without waiting for the pause. */
    submit: () => {
      const q = clean(text);
      if (q !== value) onSearch(q);
    },
    clear: () => {
      setText('');
      if (value) onSearch('');
    },
  };
}
