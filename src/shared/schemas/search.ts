import { z } from 'zod';
import type { Borough } from '#shared/nyc/boroughs.ts';
import {
  findBorough,
  findNeighborhood,
  isSearchCategory,
  LOCATION_MAX_LENGTH,
  parseSearchDate,
  SEARCH_DATE_HINT,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  searchSorts,
  type SearchCategory,
} from '#shared/search-filters.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { plainText } from '#shared/schemas/text.ts';

/** A trimmed one-line text where an empty value means "not given". */
const optionalText = (max: number) =>
  plainText()
    .max(max)
    .optional()
    .transform((s) => s?.trim() || undefined);

/** Search text kept as typed: a trailing space says the last word is complete. */
const searchText = plainText()
  .max(SEARCH_TEXT_MAX_LENGTH)
  .optional()
  .transform((s) => (s?.trim() ? s : undefined));

/** Start instants a cursor may name, in microseconds: the Unix epoch to the end of 9999. */
const MAX_CURSOR_US = 253_402_300_799_999_999n;
const CURSOR_PATTERN = /^(?:d(\d{1,18})\.(\d{1,15})|o(\d{1,4}))$/;

/**
 * Where "load more" goes on: `d<µs>.<id>` after the event starting at that instant with that id
 * (date order, read from the start-time index onwards), or `o<n>` the n-th match of a bounded
 * list (relevance ranks at most SEARCH_COUNT_CAP matches; typo matches are fewer still).
 * Cursors carry no time limit: an old one goes on after the same event.
 */
export type SearchCursor =
  { kind: 'after'; atUs: string; id: number } | { kind: 'offset'; offset: number };

export const searchCursorSchema = z
  .string()
  .max(40)
  .optional()
  .transform((s, ctx): SearchCursor | undefined => {
    if (s === undefined || s === '') return undefined;
    const m = CURSOR_PATTERN.exec(s);
    if (m?.[3] !== undefined && Number(m[3]) <= SEARCH_COUNT_CAP) {
      return { kind: 'offset', offset: Number(m[3]) };
    }
    const id = Number(m?.[2]);
    if (m?.[1] !== undefined && BigInt(m[1]) <= MAX_CURSOR_US && Number.isSafeInteger(id)) {
      return { kind: 'after', atUs: String(BigInt(m[1])), id };
    }
    ctx.addIssue({ code: 'custom', message: 'Invalid cursor: pass X-Next-Cursor back as it came' });
    return z.NEVER;
  });

/** The cursor that continues a list after `row` (date order) or at `offset` (bounded lists). */
export function searchCursor(at: { atUs: string; id: number } | number): string {
  return typeof at === 'number' ? `o${at}` : `d${at.atUs}.${at.id}`;
}

/**
 * `GET /api/events` query (docs/search.md). Boroughs and neighborhoods are matched in any case
 * and come out spelled as in src/shared/nyc; the date comes out as YYYY-MM-DD.
 */
export const searchQuerySchema = z
  .object({
    q: searchText,
    categories: z
      .string()
      .max(300)
      .optional()
      .transform((s, ctx): SearchCategory[] => {
        const values = (s ?? '')
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean);
        for (const value of values) {
          if (!isSearchCategory(value)) {
            ctx.addIssue({ code: 'custom', message: `Unknown category: ${value}` });
          }
        }
        // "all" (or nothing) selects every category.
        if (values.includes('all')) return [];
        return [...new Set(values.filter(isSearchCategory))];
      }),
    borough: optionalText(40).transform((s, ctx): Borough | undefined => {
      if (s === undefined) return undefined;
      const borough = findBorough(s);
      if (!borough) ctx.addIssue({ code: 'custom', message: `Unknown borough: ${s}` });
      return borough;
    }),
    neighborhood: optionalText(60).transform((s, ctx) => {
      if (s === undefined) return undefined;
      const found = findNeighborhood(s);
      if (!found) ctx.addIssue({ code: 'custom', message: `Unknown neighborhood: ${s}` });
      return found;
    }),
    location: optionalText(LOCATION_MAX_LENGTH),
    date: optionalText(40).transform((s, ctx) => {
      if (s === undefined) return undefined;
      const date = parseSearchDate(s);
      if (!date) ctx.addIssue({ code: 'custom', message: SEARCH_DATE_HINT });
      return date ?? undefined;
    }),
    sort: z.enum(searchSorts).default('date'),
    cursor: searchCursorSchema,
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_PAGE_SIZE)
      .default(SEARCH_DEFAULT_PAGE_SIZE),
  })
  .transform(({ neighborhood, ...query }, ctx) => {
    if (neighborhood && query.borough && neighborhood.borough !== query.borough) {
      ctx.addIssue({
        code: 'custom',
        path: ['neighborhood'],
        message: `${neighborhood.name} is in ${neighborhood.borough}, not ${query.borough}`,
      });
    }
    if (query.sort === 'relevance' && query.q === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'relevance needs search text (q)' });
    }
    if (query.cursor && query.page > 1) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'give either cursor or page' });
    }
    if (query.cursor?.kind === 'after' && query.sort !== 'date') {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'this cursor is for date order' });
    }
    return { ...query, neighborhood: neighborhood?.name };
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** What the person did with a result elsewhere: saved events stay in the results, marked. */
export const SAVED_ACTIONS = ['liked', 'maybe'] as const;
export type SavedAction = (typeof SAVED_ACTIONS)[number];

export const searchResultSchema = eventSchema.extend({
  savedAs: z.enum(SAVED_ACTIONS).nullable(),
});
export type SearchResult = z.output<typeof searchResultSchema>;
export const searchResultListSchema = z.array(searchResultSchema);
