import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { NewEventRow } from '#server/events/event-row.ts';
import { plainText } from '#server/features/crawler/crawl-text.ts';
import { boroughFromText, isInCity, neighborhoodNear } from '#server/features/crawler/nyc-place.ts';
import { checkEventRow, InvalidEventError } from '#server/events/event-check.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';
import type { CategoryId } from '#shared/categories.ts';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

/**
 * One event as a source lists it, after its parser: New York dates and card text, not yet
 * checked. Parsers map every listed item to one, so what cannot be used is counted as skipped.
 */
export interface CrawledEvent {
  /** The source's own id (a feed guid, a dataset row, an API id). */
  sourceId: string;
  title: string;
  description: string;
  /** YYYY-MM-DD in New York; '' when the source gave none. */
  date: string;
  /** "7:30 PM", or UNKNOWN_TIME. */
  time: string;
  /** The last day of a run that spans days (a film's run, an exhibition), else null. */
  endDate: string | null;
  venue: string;
  /** "Free", "$25", "$25 - $80" or UNKNOWN_PRICE. */
  price: string;
  category: CategoryId;
  /** The source's own label for the kind of event ("Music / Rock"). */
  originalCategory: string | null;
  performer: string | null;
  /** The event's own page, shown as the card's link. */
  url: string | null;
  /** Where the record itself lives when the event has no page (a dataset row). */
  recordUrl?: string | null;
  imageUrl: string | null;
  location: LatLng | null;
  /** The borough the source names, when it names one. */
  borough: string | null;
  /** Why the source itself says to leave the event out ("cancelled", "online only"). */
  unusable?: string;
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const VENUE_MAX = 200;
const SOURCE_ID_MAX = 200;

/** A source id short enough for keys; a longer one (a URL) is replaced by its hash. */
function sourceIdOf(raw: string): string {
  const id = plainText(raw, 10_000);
  return id.length <= SOURCE_ID_MAX
    ? id
    : `sha256:${createHash('sha256').update(id).digest('hex')}`;
}

/** The events.source_key of a crawled event: unique per source and source id. */
function crawlerSourceKey(source: string, sourceId: string): string {
  return `crawler:${source}:${sourceId}`;
}

type Prepared =
  | { ok: true; row: NewEventRow & { sourceKey: string }; sourceId: string; url: string | null }
  | { ok: false; reason: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (d: string | null): d is string =>
  d !== null && ISO_DATE.test(d) && DateTime.fromISO(d).isValid;

/**
 * The listing day: a one-day event keeps its day; a run already under way is listed on the
 * first of its remaining days still ahead, so it is not taken for a past event.
 */
function listingDay(e: CrawledEvent, end: string | null, now: Date): string | null {
  if (!end) return eventStart(e.date, e.time).startsAt < now ? null : e.date;
  const today = nycToday(now);
  if (end < today) return null;
  let day = e.date < today ? today : e.date;
  while (eventStart(day, e.time).startsAt < now) {
    if (day >= end) return null;
    day = addDays(day, 1);
  }
  return day;
}

/** The neighborhood and borough a card lists: from the coordinates, else the named borough. */
function place(e: CrawledEvent): { neighborhood: string | null; borough: string | null } {
  const near = e.location ? neighborhoodNear(e.location) : null;
  if (near) return near;
  return { neighborhood: null, borough: boroughFromText(e.borough) };
}

/**
 * Checks a crawled event and turns it into an events row through the shared normalisation
 * (category, start time, price, place, category art when there is no image). Past events,
 * events outside the city and events without a title or date are left out with a reason.
 */
export function prepareCrawledEvent(source: string, e: CrawledEvent, now: Date): Prepared {
  if (e.unusable) return { ok: false, reason: e.unusable };
  const sourceId = sourceIdOf(e.sourceId);
  const title = plainText(e.title, TITLE_MAX);
  if (!sourceId || !title) return { ok: false, reason: 'no id or title' };
  if (!isDate(e.date)) return { ok: false, reason: 'no date' };
  if (e.location && !isInCity(e.location)) return { ok: false, reason: 'outside New York City' };
  const end = isDate(e.endDate) && e.endDate > e.date ? e.endDate : null;
  const day = listingDay(e, end, now);
  if (!day) return { ok: false, reason: 'past' };
  const run = end ? { startDate: e.date, endDate: end } : null;
  const row = eventRowFrom(
    {
      title,
      description: plainText(e.description, DESCRIPTION_MAX),
      date: day,
      time: e.time,
      venue: plainText(e.venue, VENUE_MAX),
      price: e.price,
      category: e.category,
      performer: e.performer ? plainText(e.performer, TITLE_MAX) || null : null,
      imageUrl: e.imageUrl,
      sourceUrl: e.url,
      ...place(e),
    },
    'crawler',
  );
  const stored = {
    ...row,
    originalCategory: e.originalCategory
      ? plainText(e.originalCategory, 100)
      : row.originalCategory,
    ...(run ?? {}),
    sourceKey: crawlerSourceKey(source, sourceId),
  };
  // What the writer would refuse is skipped here with its reason, not fail the whole chunk.
  try {
    checkEventRow(stored);
  } catch (err) {
    if (err instanceof InvalidEventError) return { ok: false, reason: err.message };
    throw err;
  }
  return { ok: true, sourceId, url: e.url ?? e.recordUrl ?? null, row: stored };
}
