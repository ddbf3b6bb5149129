import {
  categoryLabel,
  isCategoryName,
  normalizeCategory,
  type CategoryId,
} from '#shared/categories.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';
import {
  boroughNicknames,
  neighborhoodNicknames,
  STREET_KINDS,
  streetNeighborhoods,
} from '#shared/nyc/place-nicknames.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import { nycZipCodes } from '#shared/nyc/zip-codes.ts';
import { addDays, datePresetLabels, type DatePreset } from '#shared/search-dates.ts';
import { findBorough, findNeighborhood } from '#shared/search-filters.ts';
import { findVenue, venues } from '#shared/nyc/venues.ts';

/**
 * Query understanding (docs/search.md#what-the-search-understands): the words of a search that
 * name a place, a time, a price or a kind of event become filters, and the rest stays the text
 * searched. Words in double quotes are always searched as words.
 */

export type UnderstoodFilter =
  /** `neighborhoods`: one, or for a ZIP code those around its centre; none is the borough. */
  | { kind: 'place'; borough: Borough; neighborhoods: string[] }
  | { kind: 'time'; when: DatePreset }
  | { kind: 'time'; date: string }
  | { kind: 'price'; maxPrice: number }
  | { kind: 'category'; category: CategoryId }
  /** A word spelt like a known venue's ("carnagie"): searched as the venue spells it. */
  | { kind: 'spelling'; word: string };

export interface UnderstoodPart {
  /** The words as typed, which quoting turns back into searched words. */
  words: string;
  /** What the chip says: "Williamsburg", "Tonight", "Free", "Comedy". */
  label: string;
  filter: UnderstoodFilter;
}

interface UnderstoodQuery {
  /** What is left to search as text; '' when every word was understood. */
  text: string;
  parts: UnderstoodPart[];
}

/**
 * Genre words more precise than their category: the category is a filter and the word stays
 * searched. Words of one category only; "brunch", "salsa" or "open mic" could be several.
 */
const GENRES: Readonly<Record<string, CategoryId>> = {
  jazz: 'music',
  techno: 'music',
  'hip-hop': 'music',
  'hip hop': 'music',
  punk: 'music',
  opera: 'music',
  orchestra: 'music',
  'r&b': 'music',
  broadway: 'theater',
  musical: 'theater',
  'off-broadway': 'theater',
  gallery: 'art',
  exhibition: 'art',
  workshop: 'lecture',
  market: 'festival',
  fair: 'festival',
  'stand-up': 'comedy',
  standup: 'comedy',
  improv: 'comedy',
  ballet: 'dance',
  tango: 'dance',
  'happy hour': 'food',
  'wine tasting': 'food',
  'walking tour': 'tours',
  knicks: 'sports',
  nets: 'sports',
  yankees: 'sports',
  mets: 'sports',
  rangers: 'sports',
  islanders: 'sports',
  nycfc: 'sports',
};
/** Words that say nothing of what to find: "things to do", "events", "NYC". */
const FILLERS = new Set([
  'things to do',
  'stuff to do',
  'things',
  'stuff',
  'events',
  'shows',
  'tickets',
  'nyc',
]);
/** Short forms New Yorkers type. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  wknd: 'weekend',
  hts: 'heights',
};
/** Small words that only join a place or a time to the rest: "jazz in Bushwick on Friday". */
const JOINERS = new Set(['in', 'at', 'near', 'around', 'on', 'this', 'for', 'by', 'from']);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SHORT_WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** Short weekday names, understood only at the end of a search: "sun" and "sat" are words too. */
const ABBREVIATED_WEEKDAYS: Readonly<Record<string, number>> = {
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  sun: 0,
};
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const FREE = new Set(['free', 'free admission', 'free entry', 'free day', 'no cover']);
/** Dollars "cheap" means, as in most city guides. */
const CHEAP_DOLLARS = 20;
const MAX_WORDS = 4;

const zipPlaces = new Map(
  nycZipCodes.map(([zip, borough, , lat, lng]) => [zip, { borough, at: { lat, lng } }]),
);
/**
 * A listed neighborhood whose centre is this close to a ZIP code's is part of what the code
 * means: 11211's centre lies between Williamsburg's and East Williamsburg's.
 */
const ZIP_NEIGHBORHOOD_MILES = 1;
const ZIP_NEIGHBORHOODS_MAX = 3;

/** The listed neighborhoods of `borough` around `at`, nearest first. */
function neighborhoodsAround(borough: Borough, at: LatLng): string[] {
  return neighborhoodsByBorough[borough]
    .flatMap((name) => {
      const centre = neighborhoodCentroids[name];
      const miles = centre ? milesBetween(at, centre) : Infinity;
      return miles <= ZIP_NEIGHBORHOOD_MILES ? [{ name, miles }] : [];
    })
    .sort((a, b) => a.miles - b.miles)
    .slice(0, ZIP_NEIGHBORHOODS_MAX)
    .map((n) => n.name);
}

interface Word {
  raw: string;
  /** Lower case without the punctuation around it; '' for a quoted phrase. */
  key: string;
  quoted: boolean;
}

function wordsOf(q: string): Word[] {
  return (q.match(/"[^"]*"?|\S+/g) ?? []).map((raw) => {
    const quoted = raw.startsWith('"');
    const key = quoted
      ? ''
      : raw
          .toLowerCase()
          .replace(/[’‘]/g, "'")
          .replace(/^[^\p{L}\p{N}$<]+|[^\p{L}\p{N}.]+$/gu, '')
          .replace(/\.$/, '');
    return { raw, key: SHORT_FORMS[key] ?? key, quoted };
  });
}

/** The day of the coming `weekday` (0 Sunday), today included. */
function nextWeekday(today: string, weekday: number): string {
  const now = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (weekday - now + 7) % 7);
}

const dayLabel = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return `${SHORT_WEEKDAYS[d.getUTCDay()]![0]!.toUpperCase()}${SHORT_WEEKDAYS[d.getUTCDay()]!.slice(1)}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
};

function placeOf(phrase: string): UnderstoodFilter | null {
  const nickname = neighborhoodNicknames[phrase];
  const listed = findNeighborhood(nickname ?? phrase);
  if (listed) return { kind: 'place', borough: listed.borough, neighborhoods: [listed.name] };
  const borough = findBorough(phrase) ?? boroughNicknames[phrase];
  if (borough) return { kind: 'place', borough, neighborhoods: [] };
  const street = /^(.+?) (\S+)$/.exec(phrase);
  const kind = street ? STREET_KINDS[street[2]!] : undefined;
  const onStreet = streetNeighborhoods[kind ? `${street![1]} ${kind}` : phrase];
  const streetPlace = onStreet ? findNeighborhood(onStreet) : undefined;
  if (streetPlace) {
    return { kind: 'place', borough: streetPlace.borough, neighborhoods: [streetPlace.name] };
  }
  const zip = /^\d{5}$/.test(phrase) ? zipPlaces.get(phrase) : undefined;
  // A ZIP code is the neighborhoods around its centre, else its borough alone.
  if (!zip) return null;
  return {
    kind: 'place',
    borough: zip.borough,
    neighborhoods: neighborhoodsAround(zip.borough, zip.at),
  };
}

function timeOf(phrase: string, today: string): UnderstoodFilter | null {
  switch (phrase) {
    case 'tonight':
    case 'this evening':
      return { kind: 'time', when: 'tonight' };
    case 'today':
      return { kind: 'time', date: today };
    case 'tomorrow':
    case 'tomorrow night':
      return { kind: 'time', when: 'tomorrow' };
    case 'this weekend':
    case 'the weekend':
      return { kind: 'time', when: 'weekend' };
    case 'this week':
      return { kind: 'time', when: 'week' };
  }
  const weekday = WEEKDAYS.indexOf(phrase.replace(/ night$/, ''));
  return weekday >= 0 ? { kind: 'time', date: nextWeekday(today, weekday) } : null;
}

/**
 * What a search's last word or one alone means that it would not mean among others: "weekend"
 * ("comedy weekend", but "Vampire Weekend"), a short weekday ("house music greenpoint sat").
 */
function timeAtEdge(
  phrase: string,
  today: string,
  alone: boolean,
  last: boolean,
): UnderstoodFilter | null {
  if (phrase === 'weekend' && alone) return { kind: 'time', when: 'weekend' };
  const short = ABBREVIATED_WEEKDAYS[phrase.replace(/ night$/, '')];
  return last && short !== undefined ? { kind: 'time', date: nextWeekday(today, short) } : null;
}

function priceOf(phrase: string): UnderstoodFilter | null {
  if (FREE.has(phrase)) return { kind: 'price', maxPrice: 0 };
  if (phrase === 'cheap') return { kind: 'price', maxPrice: CHEAP_DOLLARS };
  const under =
    /^(?:under|less than|below|<) ?\$?(\d{1,4})(?: dollars| bucks)?$|^\$(\d{1,4}) or less$/.exec(
      phrase,
    );
  const dollars = Number(under?.[1] ?? under?.[2]);
  return under && dollars <= 1000 ? { kind: 'price', maxPrice: dollars } : null;
}

function categoryOf(phrase: string): UnderstoodFilter | null {
  const genre = GENRES[phrase];
  if (genre) return { kind: 'category', category: genre };
  if (!isCategoryName(phrase)) return null;
  return { kind: 'category', category: normalizeCategory(phrase) };
}

/** The words of known venues' names long enough to be told from a typo of another word. */
const venueWords = new Set(
  venues.flatMap((v) =>
    v.name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 5),
  ),
);

/** Levenshtein distance, stopping once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...next) > max) return max + 1;
    row = next;
  }
  return row[b.length]!;
}

/**
 * The venue word `word` is a typo of: one letter off for a word of five to nine letters, two
 * for longer ("bridgers" is no typo of "bridge"), and only when a single venue word is that close. Trigram search misses these
 * inside a long name ("carnagie" is 0.5 like "Carnegie Hall", short of pg_trgm's 0.6).
 */
function venueSpelling(word: string): string | null {
  if (word.length < 5 || !/^\p{L}+$/u.test(word) || venueWords.has(word)) return null;
  const max = word.length >= 10 ? 2 : 1;
  const near = [...venueWords].filter((v) => editDistance(word, v, max) <= max);
  return near.length === 1 ? near[0]! : null;
}

function labelOf(filter: UnderstoodFilter): string {
  switch (filter.kind) {
    case 'place':
      return filter.neighborhoods.join(' · ') || filter.borough;
    case 'time':
      return 'when' in filter ? datePresetLabels[filter.when] : dayLabel(filter.date);
    case 'price':
      return filter.maxPrice === 0 ? 'Free' : `Under $${filter.maxPrice}`;
    case 'category':
      return categoryLabel(filter.category);
    case 'spelling':
      return `Spelt “${filter.word}”`;
  }
}

/**
 * The filters `q` names and the text left, with `today` the New York day (YYYY-MM-DD) that
 * "tonight" and "Friday" are counted from. One place and one time at most: a second is searched
 * as words.
 */
export function understandQuery(q: string, today: string): UnderstoodQuery {
  const words = wordsOf(q);
  const kept: (Word & { joins?: boolean })[] = [];
  const parts: UnderstoodPart[] = [];
  const has = (kind: UnderstoodFilter['kind']) => parts.some((p) => p.filter.kind === kind);
  let i = 0;
  while (i < words.length) {
    let found: { filter: UnderstoodFilter | null; length: number; drop?: boolean } | null = null;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1 && !found; n -= 1) {
      const span = words.slice(i, i + n);
      if (span.some((w) => w.quoted || w.key === '')) continue;
      const phrase = span.map((w) => w.key).join(' ');
      // A venue's name is searched whole ("Brooklyn Bowl" is no filter for Brooklyn), unless
      // the venue is a place itself (Central Park).
      if ((findVenue(phrase) ?? findVenue(`the ${phrase}`)) && !placeOf(phrase)) {
        found = { filter: null, length: n };
        break;
      }
      if (FILLERS.has(phrase)) {
        found = { filter: null, length: n, drop: true };
        break;
      }
      const last = i + n === words.length;
      const filter =
        (has('time')
          ? null
          : (timeOf(phrase, today) ?? timeAtEdge(phrase, today, words.length === n, last))) ??
        priceOf(phrase) ??
        (has('place') ? null : placeOf(phrase)) ??
        categoryOf(phrase);
      if (filter && !(filter.kind === 'price' && has('price'))) found = { filter, length: n };
    }
    if (!found?.filter) {
      const span = words.slice(i, i + (found?.length ?? 1));
      const spelt = !found && span.length === 1 ? venueSpelling(span[0]!.key) : null;
      if (spelt) {
        const filter: UnderstoodFilter = { kind: 'spelling', word: spelt };
        parts.push({ words: span[0]!.raw, label: labelOf(filter), filter });
        kept.push({ raw: spelt, key: spelt, quoted: false });
      } else if (!found?.drop) kept.push(...span);
      i += span.length;
      continue;
    }
    const span = words.slice(i, i + found.length);
    const filter = found.filter;
    const phrase = span.map((w) => w.key).join(' ');
    const repeated =
      filter.kind === 'category' &&
      parts.some((p) => p.filter.kind === 'category' && p.filter.category === filter.category);
    if (!repeated) {
      parts.push({ words: span.map((w) => w.raw).join(' '), label: labelOf(filter), filter });
    }
    if (filter.kind === 'category' && GENRES[phrase]) kept.push(...span);
    // "in" before a place or a time only joined it to the rest.
    const before = kept.at(-1);
    if ((filter.kind === 'place' || filter.kind === 'time') && before && JOINERS.has(before.key)) {
      kept.pop();
    }
    i += found.length;
  }
  return { text: kept.map((w) => w.raw).join(' '), parts };
}
