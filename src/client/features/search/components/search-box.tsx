import type { RefObject } from 'react';
import { clsx } from 'clsx';
import { Loader2, Search, X } from 'lucide-react';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '#shared/search-filters.ts';
import { cleanText } from '../lib/search-filters.ts';

const clean = (text: string) => cleanText(text, SEARCH_TEXT_MAX_LENGTH);

interface SearchBoxProps {
  /** The search the page shows (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (q: string) => void;
  /** New results are on their way. */
  loading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function SearchBox({ value, onSearch, loading, inputRef }: SearchBoxProps) {
  const { text, setText, submit, clear } = useDebouncedSearch({ value, onSearch, clean });

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="search-events" className="sr-only">
        Search events
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-mist-500"
      />
      <input
        ref={inputRef}
        id="search-events"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Events, venues, artists"
        className={clsx(
          'h-12 w-full rounded-full border border-white/10 bg-ink-900 pl-12 text-base text-white transition-colors outline-none placeholder:text-mist-500 hover:border-white/20 focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60 [&::-webkit-search-cancel-button]:hidden',
          // Room on the right only for what is shown there.
          text || loading ? 'pr-20' : 'pr-4',
        )}
      />
      <div className="absolute inset-y-0 right-2 flex items-center gap-1">
        {loading && <Loader2 aria-hidden className="size-4 animate-spin text-hot-400" />}
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              clear();
              // The button goes away with the text; the box keeps the focus.
              inputRef.current?.focus();
            }}
            className="flex size-9 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/8 hover:text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </form>
  );
}
