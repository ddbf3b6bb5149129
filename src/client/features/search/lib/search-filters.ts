import { ALL, categoriesParam, type CategorySelection } from '#client/lib/category-selection.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';
import {
  findBorough,
  findNeighborhood,
  LOCATION_MAX_LENGTH,
  parseSearchDate,
  SEARCH_TEXT_MAX_LENGTH,
  searchCategories,
  type SearchCategory,
} from '#shared/search-filters.ts';

/** Everything a search is made of; the page's URL holds it, so a search can be shared. */
export interface SearchFilters {
  q: string;
  categories: CategorySelection<SearchCategory>;
  borough: Borough | '';
  /** Only ever one of `borough`'s neighborhoods. */
  neighborhood: string;
  location: string;
  /** YYYY-MM-DD in New York, or '' for any date. */
  date: string;
}

export const NO_FILTERS: SearchFilters = {
  q: '',
  categories: [ALL],
  borough: '',
  neighborhood: '',
  location: '',
  date: '',
};

// The API refuses control characters; a pasted tab or line break is just a space in a search.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Text as the API takes it: one line, trimmed, within its length limit. */
export function cleanText(value: string | null, max: number): string {
  return (value ?? '').replace(CONTROL, ' ').trim().slice(0, max);
}

function readCategories(value: string | null): CategorySelection<SearchCategory> {
  const ids = (value ?? '').toLowerCase().split(',');
  const chosen = searchCategories.filter((id) => id !== ALL && ids.includes(id));
  return chosen.length > 0 ? chosen : [ALL];
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
    date: parseSearchDate(params.get('date') ?? '') ?? '',
  };
}

/** The URL query for a search, in one fixed order, without the parts that are not set. */
export function writeFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | null][] = [
    ['q', filters.q],
    ['categories', categoriesParam(filters.categories, searchCategories)],
    ['borough', filters.borough],
    ['neighborhood', filters.neighborhood],
    ['location', filters.location],
    ['date', filters.date],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** How many of the location panel's filters are set (the number on the Filters button). */
export function countPanelFilters(filters: SearchFilters): number {
  return [filters.location, filters.date, filters.borough, filters.neighborhood].filter(Boolean)
    .length;
}

export function clearPanelFilters(filters: SearchFilters): SearchFilters {
  return { ...filters, borough: '', neighborhood: '', location: '', date: '' };
}

export function hasAnyFilter(filters: SearchFilters): boolean {
  return writeFilters(filters).toString() !== '';
}
