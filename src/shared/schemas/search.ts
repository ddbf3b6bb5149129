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
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  type SearchCategory,
} from '#shared/search-filters.ts';
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
    return { ...query, neighborhood: neighborhood?.name };
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
