import type { NewEventRow } from '#server/events/event-row.ts';
import { venues } from '#shared/nyc/venues.ts';
import { normalizeCategory } from '#shared/categories.ts';
import { isBorough, type Borough } from '#shared/nyc/boroughs.ts';
import { ALL_DAY, isAllDayTime } from '#shared/event-span.ts';
import { parsePrice } from '#shared/price.ts';
import { findBorough, findNeighborhood } from '#shared/search-filters.ts';
import { eventStart } from '#shared/time.ts';

/** The written fields of an event, as every input path (CSV, form, mock, crawler) has them. */
export interface EventText {
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  price: string;
  category: string;
  performer: string | null;
  imageUrl: string | null;
  sourceUrl: string | null;
  neighborhood: string | null;
  borough: string | null;
  /** Set, or a time written "All day", makes the event all-day. */
  allDay?: boolean | undefined;
  /** The last day of a run over several days; null or absent for one day. */
  endDate?: string | null | undefined;
}

/** The columns computed from an event's text. */
type Derived = Pick<
  NewEventRow,
  | 'time'
  | 'startsAt'
  | 'category'
  | 'originalCategory'
  | 'priceMinCents'
  | 'priceMaxCents'
  | 'neighborhood'
  | 'borough'
  | 'isMovie'
  | 'allDay'
  | 'startDate'
  | 'endDate'
  | 'imageUrl'
>;

const venueByName = new Map(venues.map((v) => [v.name.toLowerCase(), v]));

/**
 * The listed neighborhood and borough for what was written: a known neighborhood name wins
 * (and names its borough), then a known venue's own place, then a bare borough.
 */
export function placeFor(
  venue: string,
  neighborhood: string | null,
  borough: string | null,
): { neighborhood: string | null; borough: Borough | null } {
  const hood = neighborhood ? findNeighborhood(neighborhood) : undefined;
  if (hood) return { neighborhood: hood.name, borough: hood.borough };
  const known = venueByName.get(venue.trim().toLowerCase());
  if (known) return { neighborhood: known.neighborhood, borough: known.borough };
  const b = borough ? findBorough(borough) : undefined;
  return { neighborhood: null, borough: b && isBorough(b) ? b : null };
}

/** Category art shipped with the app (src/client/public/images/events). */
export function defaultImageFor(category: string): string {
  return `/images/events/${category}.svg`;
}

/**
 * Normalises an event through the shared category, time, price and place modules. A time that
 * does not parse keeps its text and starts at 7:00 PM; `onDefaultTime` hears of it. An all-day
 * event starts at New York midnight and is written "All day". The last day is kept for every
 * event that lasts beyond its start (all-day, several days, movies) and is what keeps it on the
 * deck until it is over (docs/product.md#all-day-events).
 */
export function deriveEventColumns(e: EventText, onDefaultTime?: (time: string) => void): Derived {
  const category = normalizeCategory(e.category);
  const allDay = e.allDay === true || isAllDayTime(e.time);
  const time = allDay ? ALL_DAY : e.time;
  const { startsAt, defaulted } = eventStart(e.date, allDay ? '12:00 AM' : e.time);
  if (defaulted) onDefaultTime?.(e.time);
  const cents = parsePrice(e.price);
  const isMovie = category === 'movie';
  const lastDay = e.endDate && e.endDate > e.date ? e.endDate : null;
  return {
    time,
    startsAt,
    category,
    originalCategory: e.category,
    priceMinCents: cents?.minCents ?? null,
    priceMaxCents: cents?.maxCents ?? null,
    ...placeFor(e.venue, e.neighborhood, e.borough),
    isMovie,
    allDay,
    startDate: isMovie ? e.date : null,
    // A movie or an all-day event listed for one day runs through that day.
    endDate: lastDay ?? (allDay || isMovie ? e.date : null),
    imageUrl: e.imageUrl ?? defaultImageFor(category),
  };
}

/** A whole new events row from its text. */
export function eventRowFrom(
  e: EventText,
  source: NewEventRow['source'],
  onDefaultTime?: (time: string) => void,
): NewEventRow {
  return {
    title: e.title,
    description: e.description,
    date: e.date,
    venue: e.venue,
    price: e.price,
    performer: e.performer,
    sourceUrl: e.sourceUrl,
    ...deriveEventColumns(e, onDefaultTime),
    source,
  };
}
