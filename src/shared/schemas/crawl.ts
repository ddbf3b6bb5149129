import { z } from 'zod';

/**
 * Why a listed event does not become a card, in the order they are checked: the first that
 * applies is the one reported (docs/crawler.md#why-events-are-skipped).
 */
export const SKIP_REASONS = [
  'invalid',
  'not-public',
  'outside-nyc',
  'online-only',
  'cancelled',
  'place-unknown',
  'duplicate',
  'past',
] as const;
export const skipReasonSchema = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof skipReasonSchema>;

/** How many listed events each reason left out. */
export const skipCountsSchema = z.object(
  Object.fromEntries(SKIP_REASONS.map((r) => [r, z.number().int().nonnegative()])) as Record<
    SkipReason,
    z.ZodNumber
  >,
);
export type SkipCounts = z.infer<typeof skipCountsSchema>;

export const noSkips = (): SkipCounts =>
  Object.fromEntries(SKIP_REASONS.map((r) => [r, 0])) as SkipCounts;

/** A source that keeps less than this share of what it lists is reported with a warning. */
export const LOW_KEEP_SHARE = 0.1;

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
  /** The skipped events by reason; results stored before reasons were counted have none. */
  skips: skipCountsSchema.default(noSkips),
  /** Set when the source kept less than a tenth of what it listed: worth a look, not success. */
  warning: z.string().nullable().default(null),
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

/** The source kinds a saved response can be previewed as. */
export const CRAWL_PREVIEW_KINDS = [
  'ticketmaster',
  'socrata',
  'nyc-parks',
  'ical',
  'json-ld',
] as const;
export const crawlPreviewKindSchema = z.enum(CRAWL_PREVIEW_KINDS);
export type CrawlPreviewKind = z.infer<typeof crawlPreviewKindSchema>;

/** A saved response may be as large as an upload: 10 MB. */
export const CRAWL_PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

/** The form on /crawler: which kind of response the file is, and where a page came from. */
/**
 * A New York day to read a saved response as of, so a sample saved years ago still shows what
 * a crawl on its day would have made of it.
 */
const previewAsOfSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD')
  .refine(
    (d) =>
      d >= '1990-01-01' &&
      d <= '2099-12-31' &&
      new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10) === d,
    {
      message: 'Give a real day between 1990 and 2099',
    },
  );

export const crawlPreviewFormSchema = z.object({
  kind: crawlPreviewKindSchema,
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]).optional(),
  asOf: z.union([z.literal(''), previewAsOfSchema]).optional(),
});
export type CrawlPreviewForm = z.infer<typeof crawlPreviewFormSchema>;

/** An event as a crawl would store it. */
export const crawlPreviewEventSchema = z.object({
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  allDay: z.boolean(),
  endDate: z.string().nullable(),
  venue: z.string(),
  borough: z.string().nullable(),
  neighborhood: z.string().nullable(),
  price: z.string(),
  category: z.string(),
  performer: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type CrawlPreviewEvent = z.infer<typeof crawlPreviewEventSchema>;

export const crawlPreviewItemSchema = z.object({
  status: z.enum(['kept', 'skipped']),
  reason: skipReasonSchema.optional(),
  /** Null only when the item could not be read at all. */
  event: crawlPreviewEventSchema.nullable(),
});
export type CrawlPreviewItem = z.infer<typeof crawlPreviewItemSchema>;

/** POST /api/admin/crawl/preview: what a crawl would make of a saved response; nothing is written. */
/** A preview lists at most this many items; the counts cover them all. */
export const CRAWL_PREVIEW_MAX_ITEMS = 500;

export const crawlPreviewSchema = z.object({
  found: z.number().int(),
  kept: z.number().int(),
  skipped: z.number().int(),
  skips: skipCountsSchema,
  /** The kept items first, then the skipped, up to CRAWL_PREVIEW_MAX_ITEMS. */
  items: z.array(crawlPreviewItemSchema),
  /** How many items the list leaves out. */
  itemsOmitted: z.number().int().nonnegative(),
});
export type CrawlPreview = z.infer<typeof crawlPreviewSchema>;
