import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type SearchFilters } from '../lib/search-filters.ts';

/**
 * The search as the URL holds it, so it can be shared and survives a reload. A change is a
 * new history entry, except where `replace` says so (typing: not one entry per key).
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (patch: Partial<SearchFilters>, { replace = false } = {}) =>
    setParams((current) => writeFilters({ ...readFilters(current), ...patch }), { replace });
  return { filters, update };
}
