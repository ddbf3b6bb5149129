import { ALL, categoriesParam, type CategorySelection } from '#client/lib/category-selection.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';
import {
  categoryFilterIds,
  isCategoryName,
  normalizeCategory,
  type CategoryFilterId,
} from '#shared/categories.ts';
import { daysBetween, isDatePreset, MAX_RANGE_DAYS } from '#shared/search-dates.ts';
import {
  findBorough,
  findNeighborhood,
  LOCATION_MAX_LENGTH,
  parseSearchDate,
  SEARCH_TEXT_MAX_LENGTH,
} from '#shared/search-filters.ts';
import { ANY_DATE, hasDateFilter, type DateFilter } from './date-filter.ts';

/** Everything a search is made of; the page's URL holds it, so a search can be shared. */
export interface SearchFilters extends DateFilter {
  q: string;
  categories: CategorySelection<CategoryFilterId>;
  borough: Borough | '';
  /** Only ever one of `borough`'s neighborhoods. */
  neighborhood: string;
  location: string;
}

export const NO_FILTERS: SearchFilters = {
  q: '',
  categories: [ALL],
  borough: '',
  neighborhood: '',
  location: '',
  ...ANY_DATE,
};

// The API refuses control characters; a pasted tab or line break is just a space in a search.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Text as the API takes it: one line, trimmed, within its length limit. */
export function cleanText(value: string | null, max: number): string {
  return (value ?? '').replace(CONTROL, ' ').trim().slice(0, max);
}

/** The chips a link names, older category names included, in chip order. */
function readCategories(value: string | null): CategorySelection<CategoryFilterId> {
  const ids = (value ?? '').split(',').filter(isCategoryName).map(normalizeCategory);
  const chosen = categoryFilterIds.filter((id) => id !== ALL && ids.includes(id));
  return chosen.length > 0 ? chosen : [ALL];
}

/**
 * A preset, else a from–to range; a link from before ranges (`date`) is that one day. A range
 * the API would refuse (one end, backwards, longer than a year) is dropped.
 */
function readDates(params: URLSearchParams): DateFilter {
  const when = params.get('when') ?? '';
  if (isDatePreset(when)) return { ...ANY_DATE, when };
  const day = (name: string) => parseSearchDate(params.get(name) ?? '') ?? '';
  const date = day('date');
  if (date) return { when: '', from: date, to: date };
  const from = day('from');
  const to = day('to');
  const fits = from && to && to >= from && daysBetween(from, to) < MAX_RANGE_DAYS;
  return fits ? { when: '', from, to } : ANY_DATE;
}

/** A listed neighborhood in the given borough; a link naming only the neighborhood gets its. */
function readPlace(params: URLSearchParams): { borough: Borough | ''; neighborhood: string } {
  const named = params.get('borough');
  const borough = named ? findBorough(named) : undefined;
  const neighborhood = findNeighborhood(params.get('neighborhood') ?? '');
  if (named && !borough) return { borough: '', neighborhood: '' };
  if (!neighborhood || (borough && neighborhood.borough !== borough)) {
    return { borough: borough ?? '', neighborhood: '' };
  }
  return { borough: neighborhood.borough, neighborhood: neighborhood.name };
}

/**
 * The filters a URL names, spelled as the API spells them. A hand-edited or outdated link never
 * reaches the API as a request it would refuse: what it does not know is dropped.
 */
export function readFilters(params: URLSearchParams): SearchFilters {
  return {
    q: cleanText(params.get('q'), SEARCH_TEXT_MAX_LENGTH),
    categories: readCategories(params.get('categories')),
    ...readPlace(params),
    location: cleanText(params.get('location'), LOCATION_MAX_LENGTH),
    ...readDates(params),
  };
}

/** The URL query for a search, in one fixed order, without the parts that are not set. */
export function writeFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | null][] = [
    ['q', filters.q],
    ['categories', categoriesParam(filters.categories, categoryFilterIds)],
    ['borough', filters.borough],
    ['neighborhood', filters.neighborhood],
    ['location', filters.location],
    ['when', filters.when],
    ['from', filters.from],
    ['to', filters.to],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** How many of the location panel's filters are set (the number on the Filters button). */
export function countPanelFilters(filters: SearchFilters): number {
  return [filters.location, hasDateFilter(filters), filters.borough, filters.neighborhood].filter(
    Boolean,
  ).length;
}

export function clearPanelFilters(filters: SearchFilters): SearchFilters {
  return { ...filters, borough: '', neighborhood: '', location: '', ...ANY_DATE };
}

export function hasAnyFilter(filters: SearchFilters): boolean {
  return writeFilters(filters).toString() !== '';
}
