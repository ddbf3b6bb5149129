import { DateTime } from 'luxon';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import {
  htmlText,
  httpUrl,
  plainText,
  priceText,
  timeText,
  UNKNOWN_PRICE,
  UNKNOWN_TIME,
} from '#server/features/crawler/crawl-text.ts';
import { latLng } from '#server/features/crawler/nyc-place.ts';
import type { CategoryId } from '#shared/categories.ts';

export const TICKETMASTER_EVENTS_URL = 'https://app.ticketmaster.com/discovery/v2/events.json';
/** The Discovery API serves at most the first 1,000 results of a search (size × page < 1000). */
export const TICKETMASTER_DEEP_PAGING_LIMIT = 1000;
/** Its published rate limit is 5 requests a second; this stays under it. */
export const TICKETMASTER_INTERVAL_MS = 250;

export interface TicketmasterQuery {
  url: string;
  city: string;
  classifications: readonly string[];
  days: number;
  pageSize: number;
}

/** One page of upcoming events in the city, soonest first. */
export function ticketmasterPageUrl(
  q: TicketmasterQuery,
  apiKey: string,
  now: Date,
  page: number,
): string {
  const utc = (d: DateTime) => d.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
  const from = DateTime.fromJSDate(now).startOf('second');
  const url = new URL(q.url);
  const params: Record<string, string> = {
    apikey: apiKey,
    city: q.city,
    stateCode: 'NY',
    countryCode: 'US',
    classificationName: q.classifications.join(','),
    startDateTime: utc(from),
    endDateTime: utc(from.plus({ days: q.days })),
    sort: 'date,asc',
    size: String(q.pageSize),
    page: String(page),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

interface Named {
  name?: string;
}
interface Classification {
  segment?: Named;
  genre?: Named;
  subGenre?: Named;
}
interface Image {
  url?: string;
  ratio?: string;
  width?: number;
  fallback?: boolean;
}
interface TmEvent {
  id?: string;
  name?: string;
  url?: string;
  info?: string;
  pleaseNote?: string;
  images?: Image[];
  dates?: {
    start?: {
      localDate?: string;
      localTime?: string;
      dateTBD?: boolean;
      dateTBA?: boolean;
      timeTBA?: boolean;
      noSpecificTime?: boolean;
    };
    status?: { code?: string };
  };
  classifications?: Classification[];
  priceRanges?: { type?: string; currency?: string; min?: number; max?: number }[];
  _embedded?: {
    venues?: {
      name?: string;
      city?: Named;
      state?: { stateCode?: string };
      country?: { countryCode?: string };
      postalCode?: string;
      location?: { latitude?: string; longitude?: string };
    }[];
    attractions?: Named[];
  };
}
interface TmPage {
  _embedded?: { events?: TmEvent[] };
  page?: { size?: number; totalElements?: number; totalPages?: number; number?: number };
}

/** Arts & Theatre and Miscellaneous genres that are one of our categories. */
const genreCategory: Record<string, CategoryId> = {
  comedy: 'comedy',
  dance: 'dance',
  ballet: 'dance',
  'fine art': 'art',
  'performance art': 'art',
  'literary arts': 'lecture',
  'lecture/seminar': 'lecture',
  'food & drink': 'food',
  'fairs & festivals': 'festival',
  theatre: 'theater',
  musical: 'theater',
  opera: 'music',
};

function categoryOf(c: Classification | undefined): CategoryId {
  const segment = (c?.segment?.name ?? '').toLowerCase();
  const genre = (c?.genre?.name ?? '').toLowerCase();
  if (segment === 'music') return 'music';
  if (segment === 'sports') return 'sports';
  if (segment === 'film') return 'movie';
  const byGenre = genreCategory[genre] ?? genreCategory[(c?.subGenre?.name ?? '').toLowerCase()];
  if (byGenre) return byGenre;
  if (segment === 'arts & theatre') return 'theater';
  return categoryFrom([c?.genre?.name, c?.subGenre?.name], 'other');
}

/** A wide picture for the card: a 16:9 one near 1024 px, else the widest there is. */
function pictureOf(images: Image[] | undefined): string | null {
  const usable = (images ?? []).filter((i) => httpUrl(i.url) && !i.fallback);
  const wide = usable.filter((i) => i.ratio === '16_9' && (i.width ?? 0) <= 1280);
  const pick = [...(wide.length ? wide : usable)].sort(
    (a, b) => (b.width ?? 0) - (a.width ?? 0),
  )[0];
  return pick ? httpUrl(pick.url) : null;
}

/** Ranges that are no ticket anyone can buy: a sold-out tier, a sponsor's allocation. */
const NOT_FOR_SALE = /sold.?out|sponsor/i;

function priceOf(ranges: TmEvent['priceRanges']): string {
  const usd = (ranges ?? []).filter(
    (r) => (r.currency ?? 'USD') === 'USD' && !NOT_FOR_SALE.test(r.type ?? ''),
  );
  if (usd.length === 0) return UNKNOWN_PRICE;
  const mins = usd.map((r) => r.min ?? r.max).filter((n): n is number => typeof n === 'number');
  const maxes = usd.map((r) => r.max ?? r.min).filter((n): n is number => typeof n === 'number');
  return (
    priceText(mins.length ? Math.min(...mins) : null, maxes.length ? Math.max(...maxes) : null) ??
    UNKNOWN_PRICE
  );
}

// A rescheduled event already carries its new date in dates.start, so it stays.
const CANCELLED = new Set(['cancelled', 'canceled', 'postponed']);

/** Reads one page of a Discovery API event search, and how many pages the search has. */
export function parseTicketmasterPage(json: string): {
  events: CrawledEvent[];
  totalPages: number;
} {
  const data = JSON.parse(json) as TmPage | null;
  // The API writes `page` after the events, so a saved answer cut short may lack it: its
  // events are still a page (the only one it shows).
  const listsEvents = Array.isArray(data?._embedded?.events);
  if (!data || typeof data !== 'object' || Array.isArray(data) || !(data.page || listsEvents)) {
    throw new Error('expected a Discovery API event search page');
  }
  const events = (data._embedded?.events ?? []).map((e): CrawledEvent => {
    const start = e.dates?.start;
    const dateKnown =
      !start?.dateTBD && !start?.dateTBA && /^\d{4}-\d{2}-\d{2}$/.test(start?.localDate ?? '');
    const timeKnown = !start?.timeTBA && !start?.noSpecificTime;
    const venue = e._embedded?.venues?.[0];
    const c = e.classifications?.[0];
    const labels = [c?.segment?.name, c?.genre?.name].filter((l) => l && l !== 'Undefined');
    const status = (e.dates?.status?.code ?? '').toLowerCase();
    const venueName = plainText(venue?.name, 200);
    const genre = plainText(c?.genre?.name, 60);
    return {
      sourceId: plainText(e.id, 100),
      title: plainText(e.name, 300),
      description:
        htmlText(e.info, 2000) ||
        htmlText(e.pleaseNote, 2000) ||
        [genre && genre !== 'Undefined' ? genre : '', venueName ? `at ${venueName}` : '']
          .filter(Boolean)
          .join(' '),
      date: dateKnown ? start!.localDate! : '',
      time: timeKnown ? timeText(start?.localTime, UNKNOWN_TIME) : UNKNOWN_TIME,
      endDate: null,
      venue: venueName,
      price: priceOf(e.priceRanges),
      category: categoryOf(c),
      originalCategory: labels.join(' / ') || null,
      performer: plainText(e._embedded?.attractions?.[0]?.name, 200) || null,
      url: httpUrl(e.url),
      imageUrl: pictureOf(e.images),
      location: latLng(venue?.location?.latitude, venue?.location?.longitude),
      borough: plainText(venue?.city?.name, 60) || null,
      address: venue
        ? {
            locality: plainText(venue.city?.name, 60),
            region: plainText(venue.state?.stateCode, 10),
            postalCode: plainText(venue.postalCode, 10),
            country: plainText(venue.country?.countryCode, 10),
          }
        : null,
      ...(CANCELLED.has(status) ? { unusable: 'cancelled' as const } : {}),
    };
  });
  return { events, totalPages: data.page ? Number(data.page.totalPages ?? 0) : 1 };
}
