import { z } from 'zod';

/**
 * X-Search-Understood: what the search text named as filters, in the order typed; `applied` is
 * false where a filter given as a parameter won (docs/search.md#what-the-search-understands).
 */
const searchUnderstoodSchema = z.array(
  z.object({ words: z.string(), label: z.string(), applied: z.boolean() }),
);
export type SearchUnderstood = z.output<typeof searchUnderstoodSchema>;

/** The header's value read, or nothing understood when it is missing or not what it should be. */
export function parseSearchUnderstood(header: string | null): SearchUnderstood {
  if (!header) return [];
  try {
    const parsed = searchUnderstoodSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
