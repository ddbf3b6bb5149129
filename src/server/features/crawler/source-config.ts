import { z } from 'zod';
import { ConfigError, type Config } from '#server/config.ts';
import { NYC_PARKS_FEED_URL } from '#server/features/crawler/sources/nyc-parks.ts';
import {
  NYC_PERMITTED_EVENTS_URL,
  PUBLIC_EVENT_TYPES,
} from '#server/features/crawler/sources/socrata.ts';
import { TICKETMASTER_EVENTS_URL } from '#server/features/crawler/sources/ticketmaster.ts';
import { categories, type CategoryId } from '#shared/categories.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import { boroughOf } from '#shared/nyc/neighborhoods.ts';
import { plainText } from '#shared/schemas/text.ts';

/** How long one source may take in all, unless its configuration says otherwise. */
const DEFAULT_SOURCE_TIMEOUT_MS = 60_000;

const name = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1-40 lowercase letters, digits or hyphens')
  // "business" is the provenance of business events; "demo-" names the demo crawl's sources.
  .refine((n) => n !== 'business' && !n.startsWith('demo-'), 'is a reserved name');
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const categoryId = z.enum(categories.map((c) => c.id) as [CategoryId, ...CategoryId[]]);

const common = {
  name,
  enabled: z.boolean().default(true),
  timeoutMs: z.number().int().min(100).max(300_000).default(DEFAULT_SOURCE_TIMEOUT_MS),
};
/**
 * The place a venue's own calendar or page declares (docs/crawler.md#place-evidence): items that
 * give no place of their own are there. A neighborhood must lie in the borough.
 */
const declaredPlace = z
  .strictObject({
    venue: plainText().max(200).optional(),
    neighborhood: plainText().max(80).optional(),
    borough: z.enum(boroughs).optional(),
  })
  .refine(
    (p) => !p.neighborhood || (p.borough !== undefined && boroughOf(p.neighborhood) === p.borough),
    {
      message: 'neighborhood must be a listed neighborhood of the given borough',
      path: ['neighborhood'],
    },
  );
/** What a single venue's calendar or page leaves unsaid. */
const venueDefaults = {
  place: declaredPlace.optional(),
  category: categoryId.optional(),
};

/**
 * Sources configured before `place` existed gave `venue` and `borough` at the top level; they
 * are read as the declared place, so such a configuration keeps working.
 */
function withDeclaredPlace(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { venue, borough, ...rest } = raw as Record<string, unknown>;
  if ((venue === undefined && borough === undefined) || 'place' in rest) return raw;
  return { ...rest, place: { venue, borough } };
}

const sourceConfigSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('nyc-parks'),
    url: webUrl.default(NYC_PARKS_FEED_URL),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('socrata'),
    url: webUrl.default(NYC_PERMITTED_EVENTS_URL),
    eventTypes: z
      .array(plainText().min(1).max(80))
      .min(1)
      .max(50)
      .default([...PUBLIC_EVENT_TYPES]),
    days: z.number().int().min(1).max(90).default(30),
    limit: z.number().int().min(1).max(5000).default(1000),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('ticketmaster'),
    url: webUrl.default(TICKETMASTER_EVENTS_URL),
    city: plainText().min(1).max(60).default('New York'),
    classifications: z
      .array(plainText().min(1).max(60))
      .min(1)
      .max(10)
      .default(['music', 'sports', 'arts & theatre', 'comedy']),
    days: z.number().int().min(1).max(180).default(60),
    pageSize: z.number().int().min(1).max(200).default(100),
    maxPages: z.number().int().min(1).max(10).default(5),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('ical'),
    url: webUrl,
    horizonDays: z.number().int().min(1).max(90).default(28),
    ...venueDefaults,
    ...common,
  }),
  z.strictObject({ kind: z.literal('json-ld'), url: webUrl, ...venueDefaults, ...common }),
]);
export type SourceConfig = z.infer<typeof sourceConfigSchema>;

const sourceListSchema = z
  .array(z.preprocess(withDeclaredPlace, sourceConfigSchema))
  .max(50)
  .refine((list) => new Set(list.map((s) => s.name)).size === list.length, 'names must be unique');

/** The real sources crawled when CRAWLER_SOURCES is unset. */
const defaultSources: z.input<typeof sourceListSchema> = [
  { name: 'nyc-parks', kind: 'nyc-parks' },
  { name: 'nyc-permitted-events', kind: 'socrata' },
  { name: 'ticketmaster', kind: 'ticketmaster' },
  {
    name: 'cuny-graduate-center-library',
    kind: 'ical',
    url: 'https://gc-cuny.libcal.com/ical_subscribe.php?src=p&cid=15537',
    place: { venue: 'The Graduate Center, CUNY', neighborhood: 'Midtown', borough: 'Manhattan' },
    category: 'lecture',
  },
  {
    name: 'shapeshifter-plus',
    kind: 'json-ld',
    url: 'https://shapeshifterplus.org/events/list/',
    place: { venue: 'Shapeshifter Plus', neighborhood: 'Gowanus', borough: 'Brooklyn' },
    category: 'music',
  },
];

/**
 * The configured sources: CRAWLER_SOURCES (a JSON array) when set, else the defaults. A bad
 * value stops start-up with one line naming what is wrong, like any other variable.
 */
export function parseCrawlerSources(raw: string | undefined): SourceConfig[] {
  let value: unknown = defaultSources;
  if (raw !== undefined) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ConfigError('Invalid configuration: CRAWLER_SOURCES is not valid JSON');
    }
  }
  const parsed = sourceListSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new ConfigError(
      `Invalid configuration: CRAWLER_SOURCES${where} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/** What a crawl of the real sources needs from the configuration. */
export interface CrawlSettings {
  sources: readonly SourceConfig[];
  ticketmasterApiKey: string | undefined;
  nycOpenDataAppToken: string | undefined;
  /** Names the crawler and where to learn about it, as polite crawlers do. */
  userAgent: string;
  /** Hosts a test's local server runs on; never set from the environment. */
  allowPrivateHosts?: readonly string[];
  /** Least time between requests to one host; tests shorten it. */
  hostIntervalMs?: number;
}

export function crawlSettingsFrom(config: Pick<Config, 'crawler' | 'publicUrl'>): CrawlSettings {
  return {
    sources: parseCrawlerSources(config.crawler.sources),
    ticketmasterApiKey: config.crawler.ticketmasterApiKey,
    nycOpenDataAppToken: config.crawler.nycOpenDataAppToken,
    userAgent: `SwipeNYC-Crawler/1.0 (+${config.publicUrl})`,
  };
}
