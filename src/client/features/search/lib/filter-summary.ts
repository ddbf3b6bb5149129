import { dateFilterLabel } from './date-filter.ts';
import type { SearchFilters } from './search-filters.ts';

/** "Williamsburg, Brooklyn · near “Bedford Ave” · This weekend"; null when no place or date is set. */
export function filterSummary(filters: SearchFilters) {
  const place = filters.neighborhood
    ? `${filters.neighborhood}, ${filters.borough}`
    : filters.borough;
  const parts = [place, filters.location && `near “${filters.location}”`, dateFilterLabel(filters)];
  const set = parts.filter(Boolean);
  return set.length > 0 ? set.join(' · ') : null;
}
