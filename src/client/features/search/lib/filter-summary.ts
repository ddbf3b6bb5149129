import { dateLabel, type DateOption } from './date-options.ts';
import type { SearchFilters } from './search-filters.ts';

/** "Williamsburg, Brooklyn · near “Bedford Ave” · Tomorrow"; null when no place or date is set. */
export function filterSummary(filters: SearchFilters, options: readonly DateOption[]) {
  const place = filters.neighborhood
    ? `${filters.neighborhood}, ${filters.borough}`
    : filters.borough;
  const parts = [
    place,
    filters.location && `near “${filters.location}”`,
    filters.date && dateLabel(filters.date, options),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
