import { DateTime } from 'luxon';
import type { EventRow } from '#server/events/event-row.ts';
import { shownImage } from '#server/events/shown-image.ts';
import { EVENT_HOURS } from '#shared/calendar.ts';
import { categoryLabel } from '#shared/categories.ts';
import { eventWhen, lastDayOf } from '#shared/event-when.ts';
import { NYC_ZONE, nycToday, parseEventTime } from '#shared/time.ts';
import { categoryArtPngPath } from './category-art.ts';

export interface EventPage {
  title: string;
  /** For the meta description and og:description: plain text, at most ~200 characters. */
  summary: string;
  canonicalUrl: string;
  /** The event's page inside the app, where "Open in SwipeNYC" leads. */
  appPath: string;
  /** Where the page shows the picture: our own copy or the category art, by path. */
  imageSrc: string;
  /** The same picture as an absolute URL (category art as PNG), for link previews and search engines. */
  imageUrl: string;
  category: string;
  categoryLabel: string;
  /** "Friday, November 27, 2026"; for a run over several days, its span as cards show it. */
  day: string;
  /** "8:00 PM", or "All day" (docs/product.md#all-day-events). */
  time: string;
  /** A run's first and last day in full ("From Saturday, December 5, 2026 to …"). */
  run: string | null;
  venue: string;
  area: string;
  price: string;
  performer: string | null;
  description: string;
  sourceUrl: string | null;
  ended: boolean;
  jsonLd: Record<string, unknown>;
}

const SUMMARY_MAX = 200;

/** http(s) only: a stored `javascript:` or `data:` link never becomes a clickable one. */
function webUrl(text: string | null): string | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed === '#') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).replace(/[\s,.;:]+$/, '')}…`;
}

const iso = (d: DateTime) => d.toISO({ suppressMilliseconds: true })!;

/**
 * The schema.org Event search engines read: New York times with their offset, two hours long
 * as in calendars, through the last day of a run; an all-day event is dates alone, its end
 * the last day (docs/product.md#all-day-events).
 */
function eventJsonLd(e: EventRow, page: Omit<EventPage, 'jsonLd'>, start: DateTime) {
  const lastDay = lastDayOf(e);
  const when = e.allDay
    ? { startDate: e.date, endDate: lastDay ?? e.date }
    : {
        startDate: iso(start),
        endDate: iso(
          (lastDay ? DateTime.fromISO(lastDay, { zone: NYC_ZONE }) : start)
            .set({ hour: start.hour, minute: start.minute })
            .plus({ hours: EVENT_HOURS }),
        ),
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.description || page.summary,
    ...when,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venue || e.neighborhood || e.borough || 'New York City',
      address: {
        '@type': 'PostalAddress',
        ...(e.neighborhood ? { streetAddress: e.neighborhood } : {}),
        addressLocality: e.borough ?? 'New York',
        addressRegion: 'NY',
        addressCountry: 'US',
      },
    },
    image: [page.imageUrl],
    url: page.canonicalUrl,
    ...(e.performer ? { performer: { '@type': 'PerformingGroup', name: e.performer } } : {}),
    ...(e.priceMinCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: (e.priceMinCents / 100).toFixed(2),
            priceCurrency: 'USD',
            url: page.sourceUrl ?? page.canonicalUrl,
          },
        }
      : {}),
  };
}

const fullDay = (date: string) =>
  DateTime.fromISO(date, { zone: NYC_ZONE }).toFormat('cccc, LLLL d, yyyy');

export function presentEventPage(e: EventRow, publicUrl: string, now = new Date()): EventPage {
  const start = DateTime.fromJSDate(e.startsAt, { zone: NYC_ZONE });
  const today = nycToday(now);
  const parsedTime = parseEventTime(e.time);
  // A time the importer could not read is shown as written (the event starts at 7 PM for sorting).
  const clock = parsedTime || !e.time.trim() ? start.toFormat('h:mm a') : e.time.trim();
  const lastDay = lastDayOf(e);
  const time = e.allDay
    ? 'All day'
    : e.isMovie && lastDay && parsedTime
      ? `Showing daily at ${clock}`
      : clock;
  // The card's own words for a span ("Dec 5 – Jan 29", "Through Sun"), without its time.
  const day = lastDay
    ? eventWhen({ date: e.date, time: '', allDay: true, endDate: lastDay }, today).text
    : fullDay(e.date);
  const run = lastDay ? `From ${fullDay(e.date)} to ${fullDay(lastDay)}` : null;
  // Over as the lists read it: a run or an all-day event at the end of its last day.
  const ended = lastDay || e.allDay ? (lastDay ?? e.date) < today : e.startsAt < now;
  const area = [e.neighborhood, e.borough].filter(Boolean).join(', ');
  const imageSrc = shownImage(e);
  const sourceUrl = webUrl(e.sourceUrl);
  const when = run ?? (e.allDay ? `${day}, all day` : `${day} at ${clock}`);
  const page = {
    title: e.title,
    summary: cut(
      [when, e.venue && `at ${e.venue}`].filter(Boolean).join(' ') +
        (e.description ? `. ${e.description}` : ''),
      SUMMARY_MAX,
    ),
    canonicalUrl: `${publicUrl}/e/${e.id}`,
    appPath: `/events/${e.id}`,
    imageSrc,
    imageUrl: new URL(categoryArtPngPath(imageSrc) ?? imageSrc, `${publicUrl}/`).href,
    category: e.category,
    categoryLabel: categoryLabel(e.category),
    day,
    time,
    run,
    venue: e.venue,
    area,
    price: e.price,
    performer: e.performer,
    description: e.description.trim(),
    sourceUrl,
    ended,
  };
  return { ...page, jsonLd: eventJsonLd(e, page, start) };
}
