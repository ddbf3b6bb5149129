import type { SearchFilters } from '#server/features/search/search-conditions.ts';
import type { SearchQuery } from '#shared/schemas/search.ts';
import { understandQuery, type UnderstoodPart } from '#shared/search/understand-query.ts';

/** One understood part of the text and whether it became a filter or a given filter won. */
interface AppliedPart {
  words: string;
  label: string;
  applied: boolean;
}

/**
 * The query with what its text names as filters (docs/search.md#what-the-search-understands):
 * a filter given as a parameter wins over the same kind named in the text, and the words of
 * either are no longer searched. `today` is New York's day.
 */
export function applyUnderstanding(
  query: SearchQuery,
  today: string,
): { query: SearchFilters; parts: AppliedPart[] } {
  if (query.q === undefined) return { query, parts: [] };
  const understood = understandQuery(query.q, today);
  if (understood.parts.length === 0) return { query, parts: [] };
  const next: SearchFilters = { ...query, q: understood.text.trim() ? understood.text : undefined };
  const parts = understood.parts.map((part) => ({
    words: part.words,
    label: part.label,
    applied: applyPart(next, query, part),
  }));
  // Relevance ranks the words searched; with none left, the list is soonest first.
  if (next.q === undefined && next.sort === 'relevance') next.sort = 'date';
  return { query: next, parts };
}

/** Sets `part`'s filter on `next` unless `given` (the parameters) already filter its kind. */
function applyPart(next: SearchFilters, given: SearchQuery, part: UnderstoodPart): boolean {
  const f = part.filter;
  switch (f.kind) {
    case 'place':
      if (given.neighborhood) return false;
      if (given.borough && given.borough !== f.borough) return false;
      // The borough given already says as much as a borough named in the text.
      if (given.borough && f.neighborhoods.length === 0) return false;
      next.borough = f.borough;
      if (f.neighborhoods.length === 1) next.neighborhood = f.neighborhoods[0];
      else if (f.neighborhoods.length > 1) next.neighborhoods = f.neighborhoods;
      return true;
    case 'time':
      if (given.date || given.when || given.from || given.to) return false;
      if ('when' in f) next.when = f.when;
      else next.date = f.date;
      return true;
    case 'price':
      if (given.maxPrice !== undefined) return false;
      next.maxPrice = f.maxPrice;
      return true;
    case 'category':
      if (given.categories.length > 0) return false;
      next.categories = [...new Set([...next.categories, f.category])];
      return true;
    case 'spelling':
      // The text searched already holds the venue's spelling.
      return true;
  }
}
