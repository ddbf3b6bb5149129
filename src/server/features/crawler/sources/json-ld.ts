import { load } from 'cheerio';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import {
  htmlText,
  httpUrl,
  plainText,
  priceText,
  unescapeLineBreaks,
  UNKNOWN_PRICE,
  UNKNOWN_TIME,
} from '#server/features/crawler/crawl-text.ts';
import { nycDateOfIso, nycMomentOfIso } from '#server/features/crawler/crawl-time.ts';
import { boroughFromText, latLng, type PostalPlace } from '#server/features/crawler/nyc-place.ts';
import type { DeclaredPlace } from '#server/features/crawler/place-evidence.ts';
import type { CategoryId } from '#shared/categories.ts';
import { ALL_DAY } from '#shared/event-span.ts';

/** What a page that is one venue's leaves unsaid. */
export interface PageDefaults {
  place?: DeclaredPlace | undefined;
  category?: CategoryId | undefined;
}

type Node = Record<string, unknown>;

/** schema.org's Event and the subtypes venues use, with the category each one means. */
const eventTypes: Record<string, CategoryId | null> = {
  Event: null,
  MusicEvent: 'music',
  TheaterEvent: 'theater',
  ComedyEvent: 'comedy',
  DanceEvent: 'dance',
  ScreeningEvent: 'movie',
  ExhibitionEvent: 'art',
  VisualArtsEvent: 'art',
  LiteraryEvent: 'lecture',
  EducationEvent: 'lecture',
  FoodEvent: 'food',
  SportsEvent: 'sports',
  Festival: 'festival',
  SocialEvent: null,
  ChildrensEvent: null,
  BusinessEvent: null,
  EventSeries: null,
};

/** Bounds the walk through a page's data: a real page holds far fewer nodes than this. */
const MAX_NODES = 5000;
const MAX_DEPTH = 8;

const asArray = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A node's types without a vocabulary prefix ("schema:MusicEvent", "http://schema.org/Event"). */
function typesOf(node: Node): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}

/** Every Event node in the data: top-level, in @graph, in lists and as sub-events. */
function collectEvents(data: unknown): Node[] {
  const found: Node[] = [];
  let seen = 0;
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || seen > MAX_NODES) return;
    for (const item of asArray(value)) {
      seen += 1;
      if (!isNode(item)) continue;
      if (typesOf(item).some((t) => t in eventTypes)) found.push(item);
      for (const key of ['@graph', 'itemListElement', 'item', 'subEvent', 'mainEntity']) {
        if (key in item) walk(item[key], depth + 1);
      }
    }
  };
  walk(data, 0);
  return found;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const nameOf = (v: unknown) => (isNode(v) ? text(v.name) : text(v));

function imageOf(v: unknown, base: string | undefined): string | null {
  for (const item of asArray(v)) {
    const url = httpUrl(isNode(item) ? text(item.url) || text(item.contentUrl) : text(item), base);
    if (url) return url;
  }
  return null;
}

function amount(v: unknown): number | null {
  const n = typeof v === 'number' ? v : Number.parseFloat(text(v).replace(/[$,]/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** An offer no one can buy: a sold-out tier, a sponsor's table. */
const notForSale = (offer: Node) =>
  /SoldOut|Discontinued/i.test(text(offer.availability)) || /sponsor/i.test(text(offer.name));

/**
 * The price range across an event's offers (Offer or AggregateOffer), in dollars. Eventbrite
 * sums its single offers up in an AggregateOffer, sold-out and sponsor tiers included
 * ("$0 - $161.90" for a $12.51 ticket): beside single offers, only they count.
 */
function priceOf(event: Node): string {
  if (event.isAccessibleForFree === true || event.isAccessibleForFree === 'true') return 'Free';
  const offers = asArray(event.offers).filter(isNode);
  const single = offers.filter((o) => !typesOf(o).includes('AggregateOffer'));
  const amounts: number[] = [];
  for (const offer of (single.length > 0 ? single : offers).filter((o) => !notForSale(o))) {
    const currency = text(offer.priceCurrency) || 'USD';
    if (currency !== 'USD') continue;
    for (const key of ['price', 'lowPrice', 'highPrice']) {
      const n = amount(offer[key]);
      if (n !== null) amounts.push(n);
    }
  }
  if (amounts.length === 0) return UNKNOWN_PRICE;
  return priceText(Math.min(...amounts), Math.max(...amounts)) ?? UNKNOWN_PRICE;
}

/** The first physical place an event names; a VirtualLocation is no place. */
function placeOf(event: Node): Node | null {
  return (
    asArray(event.location)
      .filter(isNode)
      .find((p) => !typesOf(p).includes('VirtualLocation')) ?? null
  );
}

function addressText(address: unknown): string {
  if (!isNode(address)) return text(address);
  return [address.streetAddress, address.addressLocality, address.addressRegion]
    .map(text)
    .filter(Boolean)
    .join(', ');
}

/** The place as the page writes it, name to country, for its evidence. */
function placeTextOf(place: Node | null): string {
  const address = place?.address;
  const parts = isNode(address)
    ? [
        address.streetAddress,
        address.addressLocality,
        address.addressRegion,
        address.postalCode,
        nameOf(address.addressCountry),
      ].map(text)
    : [text(address)];
  return [nameOf(place), ...parts].filter(Boolean).join(', ');
}

function postalPlaceOf(address: unknown): PostalPlace | null {
  if (!isNode(address)) return null;
  return {
    locality: text(address.addressLocality),
    region: text(address.addressRegion),
    postalCode: text(address.postalCode),
    country: nameOf(address.addressCountry),
  };
}

/**
 * A name that says the event happens online ("Webinar: …", "Virtual: …"). Sites mark such
 * events "offline" by default and give them no place, which would otherwise read as their own.
 */
const ONLINE_NAME = /\bwebinar\b|^(online|virtual|livestream|zoom)\s*[:\-\u2013|]/i;

function whyUnusable(event: Node, place: Node | null): CrawledEvent['unusable'] {
  // An event in a physical place and online too is still an in-person event.
  const online = /OnlineEventAttendanceMode/.test(text(event.eventAttendanceMode));
  // No location at all means the page's own venue, unless the name says it is online; only a
  // virtual location means online.
  const onlineByName = !event.location && ONLINE_NAME.test(text(event.name));
  if (online || onlineByName || (event.location && !place)) return 'online-only';
  if (/EventCancelled|EventPostponed/.test(text(event.eventStatus))) return 'cancelled';
  return undefined;
}

/** schema.org type names some plug-ins write where the performer's name belongs. */
const TYPE_NAMES = new Set(['organization', 'person', 'performinggroup', 'musicgroup', 'thing']);

function performerOf(v: unknown): string | null {
  const name = plainText(nameOf(asArray(v)[0]), 200);
  return name && !TYPE_NAMES.has(name.toLowerCase()) ? name : null;
}

/**
 * The Events Calendar (a WordPress plug-in common on NYC venue and club sites) writes each
 * event's local wall-clock time with a "+00:00" offset; its markup gives it away.
 */
function writesLocalTimeAsUtc(html: string): boolean {
  return /tribe-events|the-events-calendar|tec-api-version/i.test(html);
}

/** A time written as local wall-clock time: the page's false "+00:00" is dropped. */
const wallClock = (v: unknown) =>
  text(v).replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:\+00:?00|Z)$/, '$1');

/** Midnight to 23:59 is how many pages write "all day". */
const isAllDaySpan = (start: string, end: string) =>
  /T00:00(:00)?/.test(start) && (end === '' || /T23:59(:59)?/.test(end));

/**
 * Reads the schema.org Events a venue page describes in JSON-LD. Blocks that are not valid JSON
 * are passed over (pages often carry several, written by different plugins); an event without
 * its own image takes the page's og:image.
 */
export function parseEventPage(
  html: string,
  pageUrl: string | null,
  defaults: PageDefaults,
): CrawledEvent[] {
  const base = pageUrl ?? undefined;
  const $ = load(html);
  const localAsUtc = writesLocalTimeAsUtc(html);
  const pageImage = httpUrl($('meta[property="og:image"]').attr('content'), base);
  const nodes = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      try {
        return collectEvents(JSON.parse($(el).text()));
      } catch {
        return [];
      }
    });
  return nodes.map((event): CrawledEvent => {
    const startText = localAsUtc ? wallClock(event.startDate) : text(event.startDate);
    const endText = localAsUtc ? wallClock(event.endDate) : text(event.endDate);
    const start = nycMomentOfIso(startText);
    const endDate = nycDateOfIso(endText);
    const allDay = start !== null && (!/T\d/.test(startText) || isAllDaySpan(startText, endText));
    const place = placeOf(event);
    const address = addressText(place?.address);
    const geo = isNode(place?.geo) ? place.geo : null;
    const url = httpUrl(text(event.url), base);
    const title = htmlText(text(event.name), 300);
    const typed = typesOf(event)
      .map((t) => eventTypes[t])
      .find((c): c is CategoryId => Boolean(c));
    const unusable = whyUnusable(event, place);
    return {
      sourceId:
        text(event['@id']) || (url && url !== pageUrl ? url : `${title}|${text(event.startDate)}`),
      title,
      // Some pages escape their HTML once more inside JSON ("&lt;p&gt;"): read it twice.
      description: htmlText(htmlText(unescapeLineBreaks(text(event.description)), 4000), 4000),
      date: start?.date ?? '',
      time: allDay ? ALL_DAY : (start?.time ?? UNKNOWN_TIME),
      ...(allDay ? { allDay } : {}),
      endDate: start && endDate && endDate > start.date ? endDate : null,
      venue: plainText(nameOf(place), 200) || defaults.place?.venue || plainText(address, 200),
      price: priceOf(event),
      category: typed ?? categoryFrom([title], defaults.category ?? 'other'),
      originalCategory: typesOf(event).join(', ') || null,
      performer: performerOf(event.performer),
      url: url ?? pageUrl,
      imageUrl: imageOf(event.image, base) ?? pageImage,
      location: geo ? latLng(geo.latitude, geo.longitude) : null,
      borough: boroughFromText(
        isNode(place?.address) ? text(place.address.addressLocality) : address,
      ),
      address: postalPlaceOf(place?.address),
      placeText: plainText(placeTextOf(place), 400),
      declared: defaults.place ?? null,
      ...(unusable ? { unusable } : {}),
    };
  });
}
