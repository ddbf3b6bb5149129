import { z } from 'zod';

/** One source's share of a crawl. */
export const crawlSourceResultSchema = z.object({
  source: z.string(),
  kind: z.string(),
  ok: z.boolean(),
  /** Events the source listed (before skipping past or unusable ones). */
  found: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Why the source failed or was skipped ("TICKETMASTER_API_KEY is not set"), else null. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type CrawlSourceResult = z.infer<typeof crawlSourceResultSchema>;

/** POST /api/crawl/demo and POST /api/scrape-real-events. */
export const crawlResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  sources: z.array(crawlSourceResultSchema),
});
export type CrawlResult = z.infer<typeof crawlResultSchema>;

/** GET /api/crawl/status: a message and the scheduler's detail (docs/crawler.md). */
export const crawlStatusSchema = z.object({
  message: z.string(),
  scheduler: z.object({
    isScheduled: z.boolean(),
    running: z.boolean(),
    lastRunAt: z.iso.datetime().nullable(),
    nextRunAt: z.iso.datetime().nullable(),
    lastResult: crawlResultSchema.nullable(),
  }),
});
export type CrawlStatus = z.infer<typeof crawlStatusSchema>;
