import type { NewEventRow } from '#server/events/event-row.ts';
import { venues } from '#server/lib/venues.ts';
import { normalizeCategory } from '#shared/categories.ts';
import { isBorough, type Borough } from '#shared/nyc/boroughs.ts';
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
}

/** The columns computed from an event's text. */
type Derived = Pick<
  NewEventRow,
  | 'startsAt'
  | 'category'
  | 'originalCategory'
  | 'priceMinCents'
  | 'priceMaxCents'
  | 'neighborhood'
  | 'borough'
  | 'isMovie'
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
 * does not parse keeps its text and starts at 7:00 PM; `onDefaultTime` hears of it.
 */
export function deriveEventColumns(e: EventText, onDefaultTime?: (time: string) => void): Derived {
  const category = normalizeCategory(e.category);
  const { startsAt, defaulted } = eventStart(e.date, e.time);
  if (defaulted) onDefaultTime?.(e.time);
  const cents = parsePrice(e.price);
  const isMovie = category === 'movie';
  return {
    startsAt,
    category,
    originalCategory: e.category,
    priceMinCents: cents?.minCents ?? null,
    priceMaxCents: cents?.maxCents ?? null,
    ...placeFor(e.venue, e.neighborhood, e.borough),
    isMovie,
    // A movie listed for one day runs that day; the seed and crawler give real date ranges.
    startDate: isMovie ? e.date : null,
    endDate: isMovie ? e.date : null,
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
    time: e.time,
    venue: e.venue,
    price: e.price,
    performer: e.performer,
    sourceUrl: e.sourceUrl,
    ...deriveEventColumns(e, onDefaultTime),
    source,
  };
}
