import { z } from 'zod';
import { isCategoryName, normalizeCategory, type CategoryId } from '#shared/categories.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';
import {
  findBorough,
  findNeighborhood,
  LOCATION_MAX_LENGTH,
  parseSearchDate,
  SEARCH_DATE_HINT,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  searchSorts,
} from '#shared/search-filters.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { datePresets, daysBetween, MAX_RANGE_DAYS } from '#shared/search-dates.ts';
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

/** A New York day, ISO or long form, as YYYY-MM-DD. */
const searchDate = optionalText(40).transform((s, ctx) => {
  if (s === undefined) return undefined;
  const date = parseSearchDate(s);
  if (!date) ctx.addIssue({ code: 'custom', message: SEARCH_DATE_HINT });
  return date ?? undefined;
});

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
 * and come out spelled as in src/shared/nyc; dates come out as YYYY-MM-DD. One way of naming
 * days at a time: a `date`, a preset (`when`), or a `from`–`to` range.
 */
export const searchQuerySchema = z
  .object({
    q: searchText,
    categories: z
      .string()
      .max(300)
      .optional()
      .transform((s, ctx): CategoryId[] => {
        const values = (s ?? '')
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean);
        for (const value of values) {
          if (value !== 'all' && !isCategoryName(value)) {
            ctx.addIssue({ code: 'custom', message: `Unknown category: ${value}` });
          }
        }
        // "all" (or nothing) selects every category; older names select their category.
        if (values.includes('all')) return [];
        return [...new Set(values.filter(isCategoryName).map(normalizeCategory))];
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
    date: searchDate,
    when: z.enum(datePresets).optional(),
    /** The most a ticket may cost, in whole dollars; 0 is free events only. */
    maxPrice: z.coerce.number().int().min(0).max(1000).optional(),
    from: searchDate,
    to: searchDate,
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
    if ((query.date || query.when) && (query.from || query.to)) {
      const other = query.date ? 'date' : 'when';
      ctx.addIssue({ code: 'custom', path: [other], message: 'give either this or from/to' });
    } else if (query.date && query.when) {
      ctx.addIssue({ code: 'custom', path: ['when'], message: 'give either date or when' });
    }
    if (Boolean(query.from) !== Boolean(query.to)) {
      const missing = query.from ? 'to' : 'from';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'a range needs both from and to' });
    } else if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    } else if (query.from && query.to && daysBetween(query.from, query.to) >= MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a date range is at most ${MAX_RANGE_DAYS} days`,
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
