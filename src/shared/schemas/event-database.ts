import { z } from 'zod';
import { eventSchema } from '#shared/schemas/events.ts';
import { plainText } from '#shared/schemas/text.ts';

/** The event database shows 20 rows a page (docs/product.md#event-database). */
export const EVENT_DATABASE_PAGE_SIZE = 20;
/** Matches are counted up to here; beyond it the page count reads "500+" (fast at 1M events). */
export const EVENT_DATABASE_COUNT_CAP = 10_000;

const id = z.coerce.number().int().positive();

/**
 * GET /api/admin/events: every event (past ones too), newest first. Previous/Next send the
 * edge ids of the page on screen (`after` = last id for the next page, `before` = first id for
 * the previous one), so no page needs an OFFSET; `page` alone serves a direct link to an early
 * page. The same filters narrow GET /api/events/export/csv.
 */
export const eventDatabaseQuerySchema = z.object({
  search: plainText()
    .max(200)
    .optional()
    .transform((s) => s?.trim() || undefined),
  category: plainText()
    .max(60)
    .optional()
    .transform((s) => (s && s !== 'all' ? s : undefined)),
  page: z.coerce.number().int().min(1).max(50).default(1),
  after: id.optional(),
  before: id.optional(),
});
export type EventDatabaseQuery = z.input<typeof eventDatabaseQuerySchema>;

/** One place an event is listed: a crawler source or the business that posted it. */
export const eventProvenanceSchema = z.object({
  source: z.string(),
  sourceId: z.string(),
  url: z.string().nullable(),
});
export type EventProvenance = z.infer<typeof eventProvenanceSchema>;

/** One event database row: the event plus where it came from. Headers: X-Total-Count (capped),
 * X-Total-Capped: "1" when the count stopped at the cap. */
export const eventDatabaseRowSchema = eventSchema.extend({
  originalCategory: z.string().nullable(),
  source: z.string(),
  batchId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Every source that lists the event, oldest first (the crawler's de-duplication merges them). */
  sources: z.array(eventProvenanceSchema),
});
export type EventDatabaseRow = z.infer<typeof eventDatabaseRowSchema>;

export const exportQuerySchema = eventDatabaseQuerySchema.pick({ search: true, category: true });
