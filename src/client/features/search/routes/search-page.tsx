import { useRef, useState } from 'react';
import { LazyCalendarDialog } from '#client/components/calendar/lazy-calendar-dialog.tsx';
import { CategoryChipRow } from '#client/components/events/category-chip-row.tsx';
import { toggleCategory } from '#client/lib/category-selection.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { categoryFilterIds } from '#shared/categories.ts';
import { useSearchEvents } from '../api/search-events.ts';
import { FilterSummary, FilterToggle } from '../components/filter-bar.tsx';
import { LocationPanel } from '../components/location-panel.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { UnderstoodChips } from '../components/understood-chips.tsx';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { useSaveEvent } from '../hooks/use-save-event.ts';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { filterSummary } from '../lib/filter-summary.ts';
import { takeLiterally } from '../lib/take-literally.ts';
import {
  clearPanelFilters,
  countPanelFilters,
  hasAnyFilter,
  NO_FILTERS,
} from '../lib/search-filters.ts';

const PANEL_ID = 'search-location-panel';

export function SearchPage() {
  useDocumentTitle('Search');
  const { filters, update } = useSearchFilters();
  const results = useSearchEvents(filters);
  const saver = useSaveEvent();
  const [panelOpen, setPanelOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnArrival(input, !hasAnyFilter(filters));

  const panelCount = countPanelFilters(filters);
  const offer = saver.calendarOffer;

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-black tracking-tight text-white">Search</h1>
        <p className="text-mist-400">Find events across the five boroughs.</p>
      </header>

      <div className="flex items-center gap-2">
        <SearchBox
          value={filters.q}
          onSearch={(q) => update({ q }, { replace: true })}
          loading={results.isFetching && !results.isFetchingNextPage}
          inputRef={input}
        />
        <FilterToggle
          open={panelOpen}
          count={panelCount}
          panelId={PANEL_ID}
          onToggle={() => setPanelOpen((open) => !open)}
        />
      </div>

      <UnderstoodChips
        understood={results.data?.understood ?? []}
        onTakeLiterally={(words) =>
          update({ q: takeLiterally(filters.q, words) }, { replace: true })
        }
      />

      {panelOpen && <LocationPanel id={PANEL_ID} filters={filters} onChange={update} />}
      {(panelOpen || panelCount > 0) && (
        <FilterSummary
          summary={filterSummary(filters)}
          onClear={() => update(clearPanelFilters(filters))}
        />
      )}

      <CategoryChipRow
        ids={categoryFilterIds}
        selection={filters.categories}
        onToggle={(id) => update({ categories: toggleCategory(filters.categories, id) })}
      />

      <SearchResults
        results={results}
        saver={saver}
        filtered={hasAnyFilter(filters)}
        onClearAll={() => update(NO_FILTERS)}
      />

      {offer && (
        <LazyCalendarDialog
          key={offer.event.id}
          event={offer.event}
          googleConnected={offer.googleConnected}
          onClose={saver.closeCalendarOffer}
        />
      )}
    </section>
  );
}
