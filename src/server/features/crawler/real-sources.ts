import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import {
  createSafeFetcher,
  FetchError,
  type FetchedDocument,
  type FetchRequest,
  type SafeFetcher,
} from '#server/outbound/safe-fetch.ts';
import type { PlannedSource } from '#server/features/crawler/crawl.service.ts';
import type { CrawlSettings, SourceConfig } from '#server/features/crawler/source-config.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import { parseSocrataRows, socrataQueryUrl } from '#server/features/crawler/sources/socrata.ts';
import {
  parseTicketmasterPage,
  TICKETMASTER_DEEP_PAGING_LIMIT,
  TICKETMASTER_INTERVAL_MS,
  ticketmasterPageUrl,
} from '#server/features/crawler/sources/ticketmaster.ts';

/** The longest one request may take, within its source's own time. */
const REQUEST_TIMEOUT_MS = 20_000;
/** The largest answer read: a busy feed or a page of 200 API events is well under it. */
const MAX_BYTES = 5 * 1024 * 1024;
const DAY_MS = 86_400_000;

type Get = (
  url: string,
  req: Pick<FetchRequest, 'accept' | 'robots'> & Partial<FetchRequest>,
) => Promise<FetchedDocument>;

/** Requests for one source, each within what is left of the source's time. */
function sourceGet(fetcher: SafeFetcher, source: SourceConfig): Get {
  const deadline = Date.now() + source.timeoutMs;
  return (url, req) => {
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new FetchError(`the source took longer than ${Math.round(source.timeoutMs / 1000)} s`);
    }
    return fetcher.get({
      maxBytes: MAX_BYTES,
      ...req,
      url,
      timeoutMs: Math.min(REQUEST_TIMEOUT_MS, left),
    });
  };
}

async function ticketmasterEvents(
  get: Get,
  source: Extract<SourceConfig, { kind: 'ticketmaster' }>,
  apiKey: string,
  now: Date,
): Promise<CrawledEvent[]> {
  const events: CrawledEvent[] = [];
  for (let page = 0; page < source.maxPages; page += 1) {
    if ((page + 1) * source.pageSize > TICKETMASTER_DEEP_PAGING_LIMIT) break;
    const doc = await get(ticketmasterPageUrl(source, apiKey, now, page), {
      accept: 'application/json',
      robots: false,
      intervalMs: TICKETMASTER_INTERVAL_MS,
    });
    const parsed = parseTicketmasterPage(doc.body);
    events.push(...parsed.events);
    if (page + 1 >= parsed.totalPages) break;
  }
  return events;
}

/**
 * Fetches and parses one configured source. The two APIs (Socrata, Ticketmaster) are called
 * under their published terms and limits; feeds and pages are crawled as robots.txt allows.
 */
async function loadSource(
  source: SourceConfig,
  settings: CrawlSettings,
  fetcher: SafeFetcher,
  now: Date,
): Promise<CrawledEvent[]> {
  const get = sourceGet(fetcher, source);
  switch (source.kind) {
    case 'nyc-parks': {
      const doc = await get(source.url, {
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8',
        robots: true,
      });
      return parseNycParksFeed(doc.body);
    }
    case 'socrata': {
      const token = settings.nycOpenDataAppToken;
      const doc = await get(socrataQueryUrl(source, now), {
        accept: 'application/json',
        robots: false,
        ...(token ? { headers: { 'x-app-token': token } } : {}),
      });
      return parseSocrataRows(doc.body, source.url);
    }
    case 'ticketmaster':
      return ticketmasterEvents(get, source, settings.ticketmasterApiKey ?? '', now);
    case 'ical': {
      const doc = await get(source.url, {
        accept: 'text/calendar, text/plain;q=0.5',
        robots: true,
      });
      return parseCalendar(doc.body, source, {
        from: now,
        to: new Date(now.getTime() + source.horizonDays * DAY_MS),
      });
    }
    case 'json-ld': {
      const doc = await get(source.url, {
        accept: 'text/html, application/xhtml+xml;q=0.9',
        robots: true,
      });
      return parseEventPage(doc.body, doc.url, source);
    }
  }
}

/** Why a source cannot be crawled as configured, or null. */
function missingSetting(source: SourceConfig, settings: CrawlSettings): string | null {
  if (source.kind === 'ticketmaster' && !settings.ticketmasterApiKey) {
    return 'TICKETMASTER_API_KEY is not set, so this source is skipped';
  }
  return null;
}

/** The enabled real sources, ready to crawl with one shared, polite fetcher. */
export function planRealSources(settings: CrawlSettings, now: Date): PlannedSource[] {
  const fetcher = createSafeFetcher({
    userAgent: settings.userAgent,
    allowPrivateHosts: settings.allowPrivateHosts,
    hostIntervalMs: settings.hostIntervalMs,
  });
  return settings.sources
    .filter((s) => s.enabled)
    .map((source) => {
      const skip = missingSetting(source, settings);
      return skip
        ? { name: source.name, kind: source.kind, skip }
        : {
            name: source.name,
            kind: source.kind,
            load: () => loadSource(source, settings, fetcher, now),
          };
    });
}
