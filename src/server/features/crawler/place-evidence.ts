import { IANAZone } from 'luxon';
import { findVenue } from '#shared/nyc/venues.ts';
import { findNeighborhood } from '#shared/search-filters.ts';
import { boroughAt, placeOfZip } from '#server/features/crawler/nyc-boundaries.ts';
import {
  boroughFromText,
  neighborhoodNear,
  type PostalPlace,
} from '#server/features/crawler/nyc-place.ts';
import { isBorough, type Borough } from '#shared/nyc/boroughs.ts';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** The place a source declares for items that give none of their own (a venue's own calendar). */
export interface DeclaredPlace {
  venue?: string | undefined;
  neighborhood?: string | undefined;
  borough?: Borough | undefined;
}

/** What an item says of its own place, apart from any the source declares. */
export interface OwnPlace {
  location: LatLng | null;
  /** A borough (or a city) the source names in a field of its own. */
  borough: string | null;
  address?: PostalPlace | null | undefined;
  /** The place as the item writes it: a LOCATION line, a venue and its address. */
  placeText?: string | undefined;
  venue: string;
  /** The time zone the item's times are kept in (its TZID, else its calendar's). */
  zone?: string | null | undefined;
}

export type PlaceEvidence =
  | {
      in: 'nyc';
      borough: Borough;
      neighborhood: string | null;
      by: 'coordinates' | 'zip' | 'venue' | 'address' | 'declared';
    }
  | { in: 'elsewhere'; by: 'coordinates' | 'zip' | 'zone' | 'address' }
  | { in: 'unknown' };

const US = /^(us|usa|united states( of america)?)$/i;
const NEW_YORK_STATE = /^(ny|n\.y\.|new york( state)?)$/i;
const NEW_YORK_CITY = /^(new york( city)?|nyc)$/i;
/** A one-line address ending in another country: "12459 Berlin, Deutschland". */
const ANOTHER_COUNTRY =
  /,\s*(deutschland|germany|Österreich|austria|schweiz|switzerland|france|españa|spain|italia|italy|nederland|netherlands|belgi(um|ë|que)|united kingdom|uk|england|scotland|ireland|canada|australia|mexico|méxico|india|japan|china|singapore|brasil|brazil)\s*$/i;
/** A US city and state: "Chicago, IL", "Ithaca, NY 14850". */
const CITY_STATE =
  /(?:^|,)\s*([A-Za-z .'-]+?)\s*,?\s+([A-Z]{2})(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:,\s*(?:US|USA))?\s*$/;
/** A ZIP code the address ends with, with or without its state: "Detroit 48209". */
const TRAILING_ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*(?:,\s*(?:US|USA|United States))?\s*$/i;

/** A January and a July instant: a zone that keeps New York's clock on both is New York's. */
const SEASONS = [Date.UTC(2024, 0, 15), Date.UTC(2024, 6, 15)];

/**
 * Whether times kept in `zone` are kept on another clock than New York's (America/Chicago,
 * Europe/Berlin). UTC and GMT say nothing: many producers write New York events in UTC.
 */
function keepsAnotherClock(zone: string | null | undefined): boolean {
  if (!zone || /^(utc|gmt|etc\/|z$)/i.test(zone)) return false;
  const tz = IANAZone.create(zone);
  const ny = IANAZone.create(NYC_ZONE);
  return tz.isValid && SEASONS.some((t) => tz.offset(t) !== ny.offset(t));
}

function venueNamed(texts: readonly string[]) {
  for (const text of texts) {
    const venue = findVenue(text.split(',')[0]!);
    if (venue) return venue;
  }
  return null;
}

function inNyc(
  borough: Borough,
  neighborhood: string | null,
  by: Extract<PlaceEvidence, { in: 'nyc' }>['by'],
): PlaceEvidence {
  return { in: 'nyc', borough, neighborhood, by };
}

/** The ZIP code an item gives: its postal code, or one its address text ends with. */
function zipOf(own: OwnPlace): string | null {
  const postal = /^\d{5}/.exec(own.address?.postalCode?.trim() ?? '')?.[0];
  if (postal) return postal;
  for (const text of [own.placeText, own.venue]) {
    const m = TRAILING_ZIP.exec(text ?? '') ?? CITY_STATE.exec(text ?? '');
    const zip = m?.[m.length === 2 ? 1 : 3];
    if (zip) return zip;
  }
  return null;
}

/** The neighborhood (and borough) the parts of an address name, the most specific first. */
function namedPlace(
  texts: readonly string[],
): { borough: Borough; neighborhood: string | null } | null {
  for (const text of texts) {
    for (const part of text.split(',')) {
      const listed = findNeighborhood(part);
      if (listed) return { borough: listed.borough, neighborhood: listed.name };
    }
  }
  for (const text of texts) {
    const borough = boroughFromText(text);
    if (borough) return { borough, neighborhood: null };
  }
  return null;
}

/**
 * What the item's own postal address says: in the city, elsewhere, or nothing. A country or a
 * state other than New York's is elsewhere; a New York State town that is not the city too.
 */
function addressVerdict(own: OwnPlace): 'nyc' | 'elsewhere' | null {
  const a = own.address;
  const [locality, region, country] = [a?.locality, a?.region, a?.country].map((p) =>
    (p ?? '').trim(),
  );
  if (country && !US.test(country)) return 'elsewhere';
  if (region && !NEW_YORK_STATE.test(region)) return 'elsewhere';
  if (locality) {
    if (NEW_YORK_CITY.test(locality) || boroughFromText(locality)) return 'nyc';
    if (region) return 'elsewhere';
  }
  for (const text of [own.placeText, own.venue]) {
    if (!text) continue;
    if (ANOTHER_COUNTRY.test(text)) return 'elsewhere';
    const m = CITY_STATE.exec(text);
    if (m && !NEW_YORK_STATE.test(m[2]!)) return 'elsewhere';
    if (m && !NEW_YORK_CITY.test(m[1]!.trim()) && !boroughFromText(m[1]!)) return 'elsewhere';
  }
  return null;
}

/**
 * Where an item is, from the evidence it gives, strongest first (docs/crawler.md#place-evidence):
 * coordinates against the five boroughs' boundaries; another country; an NYC ZIP code (or another US one); a
 * known NYC venue; then a time zone other than New York's; then the address's country, state and
 * city, or a borough or neighborhood it names. Only an item that says nothing of its place takes
 * the place its source declares; one whose own place contradicts it follows its own.
 */
export function placeEvidence(own: OwnPlace, declared?: DeclaredPlace | null): PlaceEvidence {
  if (own.location) {
    const borough = boroughAt(own.location);
    if (!borough) return { in: 'elsewhere', by: 'coordinates' };
    const near = neighborhoodNear(own.location);
    return inNyc(borough, near?.borough === borough ? near.neighborhood : null, 'coordinates');
  }
  // Another country first: Berlin's 10115 is also a Manhattan ZIP code.
  const country = own.address?.country?.trim();
  if ((country && !US.test(country)) || ANOTHER_COUNTRY.test(own.placeText ?? '')) {
    return { in: 'elsewhere', by: 'address' };
  }
  const zip = zipOf(own);
  if (zip) {
    const place = placeOfZip(zip);
    return place ? inNyc(place.borough, null, 'zip') : { in: 'elsewhere', by: 'zip' };
  }
  const texts = [own.placeText, own.venue].filter((t): t is string => Boolean(t?.trim()));
  const venue = venueNamed(texts);
  if (venue) return inNyc(venue.borough, venue.neighborhood, 'venue');
  if (keepsAnotherClock(own.zone)) return { in: 'elsewhere', by: 'zone' };
  const address = addressVerdict(own);
  if (address === 'elsewhere') return { in: 'elsewhere', by: 'address' };
  const named = namedPlace([...texts, own.borough ?? '', own.address?.locality ?? '']);
  if (named) return inNyc(named.borough, named.neighborhood, 'address');
  // "New York, NY" names the city but no borough: Manhattan, whose postal city it is.
  if (address === 'nyc') return inNyc('Manhattan', null, 'address');
  if (declared?.borough && isBorough(declared.borough)) {
    const listed = findNeighborhood(declared.neighborhood ?? '');
    const neighborhood = listed?.borough === declared.borough ? listed.name : null;
    return inNyc(declared.borough, neighborhood, 'declared');
  }
  return { in: 'unknown' };
}
