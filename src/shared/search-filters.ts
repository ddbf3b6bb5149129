import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';

/**
 * What `GET /api/events` accepts, without zod, so the search page can import it cheaply.
 * The zod schema that enforces it is src/shared/schemas/search.ts.
 */

export const SEARCH_DEFAULT_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE_SIZE = 200;
/** Far beyond any real list; keeps offsets small integers. Pages past the count cap are empty. */
export const SEARCH_MAX_PAGE = 100_000;
/**
 * Matches are counted exactly up to this many; past it the answer says "1,000+"
 * (`X-Total-Count-Capped`), so no search reads every match to count it (docs/search.md).
 */
export const SEARCH_COUNT_CAP = 1000;
/** `date` (soonest first) is the default; `relevance` needs search text. */
export const searchSorts = ['date', 'relevance'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 100;

export const SEARCH_DATE_HINT = 'must be YYYY-MM-DD or like March 5, 2025';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// "March 5, 2025", "Mar 5, 2025", "mar. 05 2025".
const LONG_DATE = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i;

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const i = MONTHS.findIndex((m) => m === lower || m.slice(0, 3) === lower);
  if (i >= 0) return i + 1;
  return lower === 'sept' ? 9 : undefined;
}

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * A search date as YYYY-MM-DD: ISO as is, or the long form ("March 5, 2025", any case,
 * month names or their three-letter abbreviations). null for anything else or a day that
 * does not exist (February 30).
 */
export function parseSearchDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const long = iso ? null : LONG_DATE.exec(trimmed);
  const year = Number(iso?.[1] ?? long?.[3]);
  const month = iso ? Number(iso[2]) : long ? monthNumber(long[1]!) : undefined;
  const day = Number(iso?.[3] ?? long?.[2]);
  if (!month || month > 12 || year < 1 || day < 1 || day > daysIn(year, month)) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const boroughByLowerName = new Map<string, Borough>(boroughs.map((b) => [b.toLowerCase(), b]));
const neighborhoodByLowerName = new Map<string, { name: string; borough: Borough }>(
  Object.entries(neighborhoodsByBorough).flatMap(([borough, names]) =>
    names.map((name) => [name.toLowerCase(), { name, borough: borough as Borough }] as const),
  ),
);

/** The listed borough a name means, in any case; undefined when it is not one. */
export function findBorough(name: string): Borough | undefined {
  return boroughByLowerName.get(name.trim().toLowerCase());
}

/** The listed neighborhood a name means, in any case, with its borough. */
export function findNeighborhood(name: string): { name: string; borough: Borough } | undefined {
  return neighborhoodByLowerName.get(name.trim().toLowerCase());
}
