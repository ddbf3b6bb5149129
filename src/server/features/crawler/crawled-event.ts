import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { NewEventRow } from '#server/events/event-row.ts';
import type { StoredItem } from '#server/features/crawler/crawl-store.service.ts';
import { decodedText, plainText } from '#server/features/crawler/crawl-text.ts';
import { ALL_DAY } from '#shared/event-span.ts';
import type { PostalPlace } from '#server/features/crawler/nyc-place.ts';
import { reasonInTitle } from '#server/features/crawler/public-event-text.ts';
import {
  placeEvidence,
  type DeclaredPlace,
  type PlaceEvidence,
} from '#server/features/crawler/place-evidence.ts';
import { checkEventRow, InvalidEventError } from '#server/events/event-check.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';
import type { CategoryId } from '#shared/categories.ts';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import type { CrawlPreviewEvent, SkipReason } from '#shared/schemas/crawl.ts';
import { eventDateRange } from '#shared/event-date-window.ts';
import { eventStart, nycToday } from '#shared/time.ts';

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
  /** "7:30 PM", ALL_DAY or UNKNOWN_TIME. */
  time: string;
  /** The source says the event lasts the whole day (or each day of its run). */
  allDay?: boolean;
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
  /** The postal address the source gives, checked against the city when there are no coordinates. */
  address?: PostalPlace | null;
  /** The place as the item writes it (a LOCATION line, a venue and its address), for its evidence. */
  placeText?: string;
  /** The zone the item's times are kept in: its own TZID, else its calendar's. */
  zone?: string | null;
  /** The place the source declares, which an item that names none of its own takes. */
  declared?: DeclaredPlace | null;
  /** Why the source itself says to leave the event out. */
  unusable?: Extract<SkipReason, 'not-public' | 'outside-nyc' | 'online-only' | 'cancelled'>;
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
  | {
      ok: true;
      row: NewEventRow & { sourceKey: string };
      sourceId: string;
      url: string | null;
      preview: CrawlPreviewEvent;
    }
  | { ok: false; reason: SkipReason; sourceId: string; preview: CrawlPreviewEvent | null };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (d: string | null): d is string =>
  d !== null && ISO_DATE.test(d) && DateTime.fromISO(d).isValid;

const isAllDay = (e: CrawledEvent) => e.allDay === true || e.time === ALL_DAY;

/**
 * Whether the event is over, so not worth storing. A timed one-day event is over once it starts;
 * an all-day event or a run over several days only after New York's end of its last day, as the
 * deck lists it (docs/product.md#all-day-events). Either is stored on its real first day, however
 * long ago: its card says "Dec 5 – Jan 29", not the next day left.
 */
function isOver(e: CrawledEvent, end: string | null, now: Date): boolean {
  const lastDay = end ?? (isAllDay(e) ? e.date : null);
  if (lastDay) return lastDay < nycToday(now);
  return eventStart(e.date, e.time).startsAt < now;
}

const evidenceOf = (e: CrawledEvent): PlaceEvidence => placeEvidence(e, e.declared);

/** The neighborhood and borough a card lists: those its evidence placed it in, if any. */
function place(evidence: PlaceEvidence): { neighborhood: string | null; borough: string | null } {
  return evidence.in === 'nyc'
    ? { neighborhood: evidence.neighborhood, borough: evidence.borough }
    : { neighborhood: null, borough: null };
}

/**
 * The reasons a source or the event's place give, in the order they are reported: a card only
 * for an event with evidence that it is in New York City (docs/crawler.md#place-evidence).
 */
function placeOrSourceReason(e: CrawledEvent, evidence: PlaceEvidence): SkipReason | null {
  const inTitle = reasonInTitle(e.title);
  if (e.unusable === 'not-public' || inTitle === 'not-public') return 'not-public';
  if (e.unusable === 'outside-nyc' || evidence.in === 'elsewhere') return 'outside-nyc';
  if (e.unusable) return e.unusable;
  if (inTitle) return inTitle;
  return evidence.in === 'unknown' ? 'place-unknown' : null;
}

type Row = NewEventRow & { sourceKey: string };

function rowOf(
  source: string,
  sourceId: string,
  e: CrawledEvent,
  end: string | null,
  evidence: PlaceEvidence,
) {
  const row = eventRowFrom(
    {
      title: decodedText(e.title, TITLE_MAX),
      description: decodedText(e.description, DESCRIPTION_MAX),
      date: e.date,
      time: e.time,
      venue: decodedText(e.venue, VENUE_MAX),
      price: e.price,
      category: e.category,
      performer: e.performer ? decodedText(e.performer, TITLE_MAX) || null : null,
      imageUrl: e.imageUrl,
      sourceUrl: e.url,
      ...place(evidence),
      allDay: isAllDay(e),
      endDate: end,
    },
    'crawler',
  );
  return {
    ...row,
    originalCategory: e.originalCategory
      ? decodedText(e.originalCategory, 100)
      : row.originalCategory,
    sourceKey: crawlerSourceKey(source, sourceId),
  } satisfies Row;
}

function previewOf(
  e: CrawledEvent,
  row: Row | null,
  end: string | null,
  evidence: PlaceEvidence,
): CrawlPreviewEvent {
  const allDay = isAllDay(e);
  if (!row) {
    return {
      title: decodedText(e.title, TITLE_MAX),
      description: decodedText(e.description, DESCRIPTION_MAX),
      date: e.date,
      time: e.time,
      allDay,
      endDate: end,
      venue: decodedText(e.venue, VENUE_MAX),
      ...place(evidence),
      price: e.price,
      category: e.category,
      performer: e.performer,
      sourceUrl: e.url,
      imageUrl: e.imageUrl,
    };
  }
  return {
    title: row.title,
    description: row.description ?? '',
    date: row.date,
    time: row.time ?? e.time,
    allDay,
    endDate: end,
    venue: row.venue ?? '',
    borough: row.borough ?? null,
    neighborhood: row.neighborhood ?? null,
    price: row.price ?? e.price,
    category: row.category ?? e.category,
    performer: row.performer ?? null,
    sourceUrl: row.sourceUrl ?? null,
    imageUrl: row.imageUrl ?? null,
  };
}

/**
 * Checks a crawled event and turns it into an events row through the shared normalisation
 * (category, start time, price, place, category art when there is no image). An event left out
 * says why, with the first reason of SKIP_REASONS that applies; duplicates are judged across a
 * whole listing (triageCrawledEvents). Whatever could be read is previewed as it would be stored.
 */
export function prepareCrawledEvent(source: string, e: CrawledEvent, now: Date): Prepared {
  const sourceId = sourceIdOf(e.sourceId);
  const title = decodedText(e.title, TITLE_MAX);
  const evidence = evidenceOf(e);
  if (!sourceId || !title || !isDate(e.date)) {
    return {
      ok: false,
      reason: 'invalid',
      sourceId,
      preview: title ? previewOf(e, null, null, evidence) : null,
    };
  }
  const end = isDate(e.endDate) && e.endDate > e.date ? e.endDate : null;
  const skip = (reason: SkipReason): Prepared => ({
    ok: false,
    reason,
    sourceId,
    preview: previewOf(e, rowOf(source, sourceId, e, end, evidence), end, evidence),
  });
  const reason = placeOrSourceReason(e, evidence);
  if (reason) return skip(reason);
  if (isOver(e, end, now)) return skip('past');
  // Too far ahead is a source's placeholder or typo (#shared/event-date-window.ts). A run that
  // is still on keeps its real first day, however long ago, so only the far end is checked.
  if (eventDateRange(now).last < (end ?? e.date)) return skip('invalid');
  const row = rowOf(source, sourceId, e, end, evidence);
  // What the writer would refuse is skipped here as invalid, not a failure of the whole chunk.
  try {
    checkEventRow(row);
  } catch (err) {
    if (err instanceof InvalidEventError) return skip('invalid');
    throw err;
  }
  return {
    ok: true,
    sourceId,
    url: e.url ?? e.recordUrl ?? null,
    row,
    preview: previewOf(e, row, end, evidence),
  };
}

/** One listed event's fate: stored (`item`), or left out for `reason`. */
export interface Triaged {
  reason: SkipReason | null;
  item: StoredItem | null;
  preview: CrawlPreviewEvent | null;
}

/**
 * A source's whole listing, checked: each event is prepared, and an id the source lists again
 * (a festival listed once per closed block) is a duplicate unless an earlier reason applies.
 * A past duplicate is reported as a duplicate, so reasons keep their order.
 */
export function triageCrawledEvents(
  source: string,
  events: readonly CrawledEvent[],
  now: Date,
): Triaged[] {
  const seen = new Set<string>();
  return events.map((e) => {
    const p = prepareCrawledEvent(source, e, now);
    const earlier = p.ok ? null : p.reason;
    const repeated = p.sourceId !== '' && seen.has(p.sourceId);
    if (p.sourceId) seen.add(p.sourceId);
    if (earlier && earlier !== 'past') return { reason: earlier, item: null, preview: p.preview };
    if (repeated) return { reason: 'duplicate', item: null, preview: p.preview };
    if (!p.ok) return { reason: p.reason, item: null, preview: p.preview };
    return {
      reason: null,
      item: { sourceId: p.sourceId, url: p.url, row: p.row },
      preview: p.preview,
    };
  });
}
