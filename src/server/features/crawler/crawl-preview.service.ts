import { triageCrawledEvents, type CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import { decodeText } from '#server/outbound/text-charset.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import {
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
} from '#server/features/crawler/sources/socrata.ts';
import { parseTicketmasterPage } from '#server/features/crawler/sources/ticketmaster.ts';
import { badRequest } from '#server/lib/errors.ts';
import {
  CRAWL_PREVIEW_MAX_ITEMS,
  noSkips,
  type CrawlPreview,
  type CrawlPreviewKind,
} from '#shared/schemas/crawl.ts';

/** Recurring calendar events are listed this far ahead, as a crawl's default does. */
const HORIZON_DAYS = 28;
const DAY_MS = 86_400_000;

const kindNames: Record<CrawlPreviewKind, string> = {
  ticketmaster: 'a Ticketmaster Discovery API page',
  socrata: 'NYC Open Data permit rows',
  'nyc-parks': 'an NYC Parks events feed',
  ical: 'an iCalendar file',
  'json-ld': 'a web page with JSON-LD events',
};

async function parse(
  kind: CrawlPreviewKind,
  text: string,
  pageUrl: string | null,
  now: Date,
): Promise<CrawledEvent[]> {
  switch (kind) {
    case 'ticketmaster':
      return parseTicketmasterPage(text).events;
    case 'socrata':
      return parseSocrataRows(text, NYC_PERMITTED_EVENTS_URL);
    case 'nyc-parks':
      return parseNycParksFeed(text);
    case 'ical':
      return parseCalendar(
        text,
        {},
        { from: now, to: new Date(now.getTime() + HORIZON_DAYS * DAY_MS) },
      );
    case 'json-ld':
      // Any text is a page without events to the reader; only markup is a page at all.
      if (!/<(html|head|body|script|!doctype)\b/i.test(text)) throw new Error('not a web page');
      return parseEventPage(text, pageUrl, {});
  }
}

/**
 * What a crawl would make of a saved response: the same parser and checks as a crawl, every
 * listed event with its fate and, whenever it could be read, the fields it would be stored
 * with. Nothing is written; a duplicate here is one the file lists twice.
 */
export async function previewCrawl(
  kind: CrawlPreviewKind,
  content: Buffer,
  pageUrl: string | null,
  now: Date,
): Promise<CrawlPreview> {
  let events: CrawledEvent[];
  try {
    events = await parse(kind, decodeText(content), pageUrl, now);
  } catch {
    throw badRequest(`The file could not be read as ${kindNames[kind]} (${kind})`);
  }
  const triaged = triageCrawledEvents(`preview-${kind}`, events, now);
  const skips = noSkips();
  for (const t of triaged) if (t.reason) skips[t.reason] += 1;
  const kept = triaged.filter((t) => t.reason === null).length;
  // The answer stays small whatever the file: the kept items first, as the page shows them.
  const listed = [
    ...triaged.filter((t) => t.reason === null),
    ...triaged.filter((t) => t.reason !== null),
  ].slice(0, CRAWL_PREVIEW_MAX_ITEMS);
  return {
    found: triaged.length,
    kept,
    skipped: triaged.length - kept,
    skips,
    items: listed.map((t) =>
      t.reason
        ? { status: 'skipped', reason: t.reason, event: t.preview }
        : { status: 'kept', event: t.preview },
    ),
    itemsOmitted: triaged.length - listed.length,
  };
}
