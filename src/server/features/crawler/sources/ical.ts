import { setImmediate } from 'node:timers/promises';
import ical, { type DateWithTimeZone, type VEvent } from 'node-ical';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import {
  clockText,
  htmlText,
  httpUrl,
  plainText,
  priceFromText,
  unescapeLineBreaks,
  UNKNOWN_PRICE,
} from '#server/features/crawler/crawl-text.ts';
import { nycMomentOf, type NycMoment } from '#server/features/crawler/crawl-time.ts';
import { boroughFromText, latLng, postalPlaceOfText } from '#server/features/crawler/nyc-place.ts';
import type { DeclaredPlace } from '#server/features/crawler/place-evidence.ts';
import { isOnlinePlace } from '#server/features/crawler/public-event-text.ts';
import {
  calendarsIn,
  calendarZone,
  readableCalendar,
} from '#server/features/crawler/sources/ical-text.ts';
import type { CategoryId } from '#shared/categories.ts';
import { addDays } from '#shared/time.ts';
import { ALL_DAY } from '#shared/event-span.ts';

/** What a calendar that is one venue's leaves unsaid: its place and its usual category. */
export interface CalendarDefaults {
  place?: DeclaredPlace | undefined;
  category?: CategoryId | undefined;
}

/** Recurring events are listed only on their days within this window. */
export interface RecurrenceWindow {
  from: Date;
  to: Date;
}

/** No feed needs more days of one recurring event than this within the window. */
const MAX_OCCURRENCES = 60;
/**
 * No calendar lists more events than this within a crawl's window; expansion stops there, so a
 * file of 30,000 daily series costs what 5,000 events do (docs/crawler.md#recurring-events).
 */
const MAX_LISTED = 5000;
/** Events read between yields to the event loop, so one large file cannot hold the server. */
const EVENTS_PER_SLICE = 200;
/**
 * A series with no end (a weekly class "every Tuesday") is listed by its next two dates only, so
 * it cannot fill the deck with one thing (docs/crawler.md#recurring-events).
 */
const OPEN_ENDED_OCCURRENCES = 2;
const DAY_MS = 86_400_000;

/**
 * A property's text, whether node-ical gave it bare or with its parameters; a line break some
 * producers escape twice ("\\n") is a line break again.
 */
function value(v: unknown): string {
  if (typeof v === 'string') return unescapeLineBreaks(v);
  if (v && typeof v === 'object' && 'val' in v && typeof v.val === 'string') {
    return unescapeLineBreaks(v.val);
  }
  return '';
}

/** A date-only or floating value is New York wall-clock time as written (node-ical keeps it local). */
function localDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function momentOf(d: DateWithTimeZone, fullDay: boolean): NycMoment {
  if (fullDay || d.dateOnly) return { date: localDate(d), time: ALL_DAY };
  if (d.tz) return nycMomentOf(d);
  return { date: localDate(d), time: clockText(d.getHours(), d.getMinutes()) };
}

/** The last day of a run that spans days; DTEND of an all-day event is the day after it. */
function lastDay(
  start: DateWithTimeZone,
  end: DateWithTimeZone | undefined,
  fullDay: boolean,
  first: string,
): string | null {
  if (!end) return null;
  const last = fullDay ? addDays(localDate(end), -1) : momentOf(end, false).date;
  const spansDays = fullDay || end.getTime() - start.getTime() >= DAY_MS;
  return spansDays && last > first ? last : null;
}

function imageOf(e: VEvent): string | null {
  const props = e as unknown as Record<string, unknown>;
  const attach = props.attach as { params?: { FMTTYPE?: string } } | undefined;
  const attached = attach?.params?.FMTTYPE?.startsWith('image/') ? value(attach) : '';
  return httpUrl(value(props.image)) ?? httpUrl(attached);
}

function crawled(
  e: VEvent,
  sourceId: string,
  start: DateWithTimeZone,
  end: DateWithTimeZone | undefined,
  fullDay: boolean,
  defaults: CalendarDefaults,
  calendarZoneName: string | null,
): CrawledEvent {
  const at = momentOf(start, fullDay);
  // "TBC" and the like name no place: the calendar's own venue stands in, as for none at all.
  const location = plainText(value(e.location), 300).replace(/^(tbc|tba|tbd)$/i, '');
  const geo = e.geo as { lat?: unknown; lon?: unknown } | undefined;
  const unusable =
    e.status === 'CANCELLED' ? 'cancelled' : isOnlinePlace(location) ? 'online-only' : null;
  const summary = plainText(value(e.summary), 300);
  const description = htmlText(value(e.description), 4000);
  const labels = (e.categories ?? []).map((c) => plainText(c, 60)).filter(Boolean);
  return {
    sourceId,
    title: summary,
    description,
    date: at.date,
    time: at.time,
    ...(at.time === ALL_DAY ? { allDay: true } : {}),
    endDate: lastDay(start, end, fullDay, at.date),
    // LOCATION reads "Room, Building, Street, City": the first part names the place.
    venue: location.split(',')[0]?.trim() || defaults.place?.venue || '',
    price: priceFromText(description, UNKNOWN_PRICE),
    category: categoryFrom([...labels, summary], defaults.category ?? 'other'),
    originalCategory: labels.join(', ') || null,
    performer: null,
    url: httpUrl(value(e.url)),
    imageUrl: imageOf(e),
    location: latLng(geo?.lat, geo?.lon),
    borough: boroughFromText(location),
    address: postalPlaceOfText(location),
    placeText: location,
    // An event's own TZID is evidence of its place; a floating time follows its calendar's.
    zone: start.tz && !/^(etc\/)?(utc|gmt)$|^z$/i.test(start.tz) ? start.tz : calendarZoneName,
    declared: defaults.place ?? null,
    ...(unusable ? { unusable } : {}),
  };
}

/**
 * Reads an iCalendar feed the crawler fetched itself (node-ical never fetches anything here),
 * every calendar in it when several are written one after another.
 * A recurring event becomes one event per occurrence within the window, overrides and
 * exceptions applied; occurrences outside it are not listed.
 */
export async function parseCalendar(
  text: string,
  defaults: CalendarDefaults,
  window: RecurrenceWindow,
): Promise<CrawledEvent[]> {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('not an iCalendar file');
  const out: CrawledEvent[] = [];
  for (const calendar of calendarsIn(text)) {
    if (out.length >= MAX_LISTED) break;
    out.push(...(await eventsOf(calendar, defaults, window, MAX_LISTED - out.length)));
  }
  return out;
}

async function eventsOf(
  calendar: string,
  defaults: CalendarDefaults,
  window: RecurrenceWindow,
  room: number,
): Promise<CrawledEvent[]> {
  const data = await ical.async.parseICS(await readableCalendar(calendar));
  const zone = calendarZone(calendar);
  const out: CrawledEvent[] = [];
  let read = 0;
  for (const item of Object.values(data)) {
    if (out.length >= room) break;
    if (!item || item.type !== 'VEVENT') continue;
    read += 1;
    if (read % EVENTS_PER_SLICE === 0) await setImmediate();
    const e = item as VEvent;
    const uid = plainText(e.uid, 200);
    if (!e.rrule) {
      out.push(crawled(e, uid, e.start, e.end, e.datetype === 'date', defaults, zone));
      continue;
    }
    const { until, count } = e.rrule.options;
    const occurrences = ical
      .expandRecurringEvent(e, { from: window.from, to: window.to })
      .slice(
        0,
        Math.min(until || count ? MAX_OCCURRENCES : OPEN_ENDED_OCCURRENCES, room - out.length),
      );
    for (const o of occurrences) {
      const id = `${uid}@${o.isFullDay ? localDate(o.start) : o.start.toISOString()}`;
      out.push(crawled(o.event, id, o.start, o.end, o.isFullDay, defaults, zone));
    }
  }
  return out;
}
