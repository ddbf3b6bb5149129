import { Search, X } from 'lucide-react';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';
import { categoryChoices } from '#shared/categories.ts';

const SEARCH_MAX = 200;
const clean = (text: string) => text.trim();

interface EventDatabaseFiltersProps {
  search: string;
  category: string;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
}

export function EventDatabaseFilters({
  search,
  category,
  onSearch,
  onCategory,
}: EventDatabaseFiltersProps) {
  const { text, setText, submit, clear } = useDebouncedSearch({
    value: search,
    onSearch,
    clean,
  });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        role="search"
        className="flex min-w-0 flex-1 flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="event-database-search" className="text-sm font-medium text-mist-300">
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-mist-500"
          />
          <input
            id="event-database-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Title, venue, performer or id"
            className="h-12 w-full rounded-xl border border-white/10 bg-ink-950/60 pr-12 pl-12 text-base text-white transition-colors outline-none placeholder:text-mist-500 hover:border-white/20 focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={clear}
              className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/8 hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
      </form>
      <SelectField
        label="Category"
        value={category}
        onChange={(e) => onCategory(e.target.value)}
        className="sm:w-56"
      >
        <option value="all">All categories</option>
        {categoryChoices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
