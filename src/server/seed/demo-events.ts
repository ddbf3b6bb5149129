import type { EventSource } from '#server/db/schema/events.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import {
  fillers,
  homeTeams,
  leagues,
  movies,
  names,
  runs,
  screening,
  signatureListings,
  templates,
  venueListings,
  venueSeasons,
  type ListingText,
  type RunTemplate,
} from '#server/seed/demo-templates.ts';
import { fitsSeason, isClosedDay, type Season } from '#server/seed/seasons.ts';
import { eventArtUrl } from '#server/events/event-art.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';
import { venues, type Venue } from '#shared/nyc/venues.ts';
import { categoryLabel, type CategoryId } from '#shared/categories.ts';
import { addDays } from '#shared/time.ts';

const TOTAL = 300;
const DAYS_AHEAD = 30;
/** Screenings open in the first two weeks so that even a 14-day run ends inside the window. */
const LAST_MOVIE_OPENING = 16;
/** Fixed so every fresh install shows the same catalogue for a given day, and tests can pin it. */
const SEED = 0x5eed_2c17;
/** Share of events without a page of their own, so the app's own event page gets exercised. */
const NO_LINK_SHARE = 0.15;
/** Chance that a day near a holiday gets one of the holiday's listings when its venue has one. */
const HOLIDAY_SHARE = 0.3;
/** Share of events whose source used an alias ("Concerts", "Outdoors") rather than the canonical id. */
const ALIAS_SHARE = 0.3;

type TemplateCategory = keyof typeof templates;

/** mulberry32: tiny and random enough for demo data, and unlike Math.random it replays exactly. */
function createRng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number): number => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return { next, int, pick, chance: (p: number): boolean => next() < p };
}
type Rng = ReturnType<typeof createRng>;

interface Listing {
  title: string;
  description: string;
  times: readonly string[] | undefined;
  prices: readonly string[] | undefined;
}

function parseListing(listing: ListingText): Listing {
  const text = typeof listing === 'string' ? listing : listing.text;
  const [title = '', description = '', times = '', prices = ''] = text.split(/\s*\|\s*/);
  const parts = (s: string) => (s ? s.split(/\s*,\s*/) : undefined);
  return { title, description, times: parts(times), prices: parts(prices) };
}

// Placeholders that stand for an invented person rather than a pick from `fillers`.
const PEOPLE = new Set(
  'artist chef choreographer comic director playwright speaker speaker2 teacher'.split(' '),
);
const SMALL_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'for', 'to', 'about']);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

function personName(rng: Rng): string {
  return `${rng.pick(names.first)} ${rng.pick(names.last)}`;
}

function performerName(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return `The ${rng.pick(names.bandAdjective)} ${rng.pick(names.bandNoun)} ${rng.pick(names.ensemble)}`;
    case 1:
      return `${personName(rng)} ${rng.pick(names.combo)}`;
    case 2:
      return personName(rng);
    default:
      return `${rng.pick(names.bandAdjective)} ${rng.pick(names.bandPlural)}`;
  }
}

/** Fills {placeholders}; values are remembered in `ctx` so a title and its description agree. */
function fill(text: string, ctx: Map<string, string>, rng: Rng): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const base = key.charAt(0).toLowerCase() + key.slice(1);
    let value = ctx.get(base);
    if (value === undefined) {
      value = invent(base, ctx, rng);
      ctx.set(base, value);
    }
    return key === base ? value : titleCase(value);
  });
}

function invent(key: string, ctx: Map<string, string>, rng: Rng): string {
  if (PEOPLE.has(key)) {
    const taken = new Set(ctx.values());
    let name = personName(rng);
    while (taken.has(name)) name = personName(rng);
    return name;
  }
  const pool = fillers[key];
  if (!pool) throw new Error(`No filler for {${key}}`);
  return rng.pick(pool);
}

/** "7:00 PM" most of the time, "7:00PM" sometimes: both formats arrive from real sources. */
function styleTime(time: string, rng: Rng): string {
  return rng.chance(0.25) ? time.replace(/ (AM|PM)$/, '$1') : time;
}

interface Details {
  title: string;
  description: string;
  time: string;
  price: string;
  performer: string | null;
  aliases: readonly string[];
  /** The last day of an event over several days. */
  endDate?: string;
}

/** The row as any input path writes it: through the shared category, time and place rules. */
function toRow(
  rng: Rng,
  venue: Venue,
  category: CategoryId,
  date: string,
  d: Details,
  source: EventSource,
): NewEventRow {
  const written = rng.chance(ALIAS_SHARE) ? rng.pick(d.aliases) : categoryLabel(category);
  return eventRowFrom(
    {
      title: d.title,
      description: d.description,
      date,
      time: d.time,
      venue: venue.name,
      price: d.price,
      category: written,
      performer: d.performer,
      imageUrl: eventArtUrl({ category, title: d.title, venue: venue.name }),
      sourceUrl: rng.chance(NO_LINK_SHARE) ? null : venue.website,
      neighborhood: venue.neighborhood,
      borough: venue.borough,
      endDate: d.endDate,
    },
    source,
  );
}

/** A pro game when the venue has a home team in season; null when it has one but none is. */
function fixture(
  rng: Rng,
  venue: Venue,
  date: string,
  usedTitles: ReadonlySet<string>,
): Details | null | undefined {
  const teams = homeTeams[venue.name];
  if (!teams) return undefined;
  const month = Number(date.slice(5, 7));
  const playing = teams.filter((t) => leagues[t.league].months.includes(month));
  if (playing.length === 0) return null;
  const { team, league } = rng.pick(playing);
  const l = leagues[league];
  // Prefer an opponent not already on the calendar, as a homestand brings several visiting teams.
  let opponent = rng.pick(l.opponents);
  for (let i = 0; i < 4 && usedTitles.has(`${team} vs. ${opponent}`); i++) {
    opponent = rng.pick(l.opponents);
  }
  const ctx = new Map([
    ['home', team],
    ['opponent', opponent],
    ['venue', venue.name],
  ]);
  return {
    title: fill('{home} vs. {opponent}', ctx, rng),
    description: fill(l.description, ctx, rng),
    time: styleTime(rng.pick(l.times), rng),
    price: rng.pick(l.prices),
    performer: null,
    aliases: templates.sports.aliases,
  };
}

/** Whether an open-air venue is open for this kind of event on that day (venueSeasons). */
function venueOpen(venue: Venue, category: TemplateCategory, date: string): boolean {
  const rule = venueSeasons[venue.name];
  if (!rule || (rule.categories && !rule.categories.includes(category))) return true;
  return fitsSeason(rule.season, date);
}

/**
 * The listings that make sense at this venue on this day: out-of-season ones left out, and a
 * holiday's own listings preferred near it, so a December deck has its Nutcracker and markets.
 */
function listingsFor(
  venue: Venue,
  category: TemplateCategory,
  date: string,
): { fitting: readonly ListingText[]; holiday: readonly ListingText[] } {
  const all = signatureListings[venue.name] ?? [
    ...templates[category].listings,
    ...(venueListings[venue.name]?.[category] ?? []),
  ];
  const closed = isClosedDay(date);
  const forTheDay = (season: Season) =>
    'holiday' in season && season.holiday === 'thanksgiving-day';
  const fitting = all.filter((l) =>
    typeof l === 'string'
      ? !closed
      : fitsSeason(l.season, date) && (!closed || forTheDay(l.season)),
  );
  const holiday = fitting.filter((l) => typeof l !== 'string' && 'holiday' in l.season);
  return { fitting, holiday };
}

/** A listing for the venue on that day; null when nothing it hosts fits the season. */
function listingDetails(
  rng: Rng,
  venue: Venue,
  category: TemplateCategory,
  date: string,
  usedTitles: ReadonlySet<string>,
): Details | null {
  if (!venueOpen(venue, category, date)) return null;
  const t = templates[category];
  const { fitting, holiday } = listingsFor(venue, category, date);
  if (fitting.length === 0) return null;
  let listings = holiday.length > 0 && rng.chance(HOLIDAY_SHARE) ? holiday : fitting;
  let ctx = new Map<string, string>();
  let listing = parseListing(rng.pick(listings));
  let title = '';
  // A few retries keep the deck varied; a repeat after that is fine (trivia nights recur).
  for (let attempt = 0; attempt < 6; attempt++) {
    // A holiday's few listings, once taken, give way to the rest.
    if (attempt === 2) listings = fitting;
    ctx = new Map([
      ['venue', venue.name],
      ['neighborhood', venue.neighborhood],
      ['borough', venue.borough],
    ]);
    if (category === 'music') ctx.set('performer', performerName(rng));
    listing = parseListing(rng.pick(listings));
    title = fill(listing.title, ctx, rng);
    if (!usedTitles.has(title)) break;
  }
  return {
    title,
    description: fill(listing.description, ctx, rng),
    time: styleTime(rng.pick(listing.times ?? t.times), rng),
    price: rng.pick(listing.prices ?? t.prices),
    performer: ctx.get('performer') ?? null,
    aliases: t.aliases,
  };
}

/** Screenings of the listed films: each once in the demo catalogue, round again for more. */
function buildMovies(rng: Rng, today: string, count: number, source: EventSource): NewEventRow[] {
  const screens = venues.filter((v) => v.categories.includes('movie'));
  return Array.from({ length: count }, (_, i) => {
    const venue = screens[i % screens.length];
    const text = movies[i % movies.length];
    if (!venue || text === undefined) throw new Error('No venue shows movies');
    const { title, description } = parseListing(text);
    const opening = rng.int(LAST_MOVIE_OPENING + 1);
    const date = addDays(today, opening);
    const details: Details = {
      title,
      description,
      time: styleTime(rng.pick(screening.times), rng),
      price: rng.pick(screening.prices),
      performer: null,
      aliases: screening.aliases,
    };
    return {
      ...toRow(rng, venue, 'movie', date, details, source),
      startDate: date,
      endDate: addDays(today, opening + 3 + rng.int(12)),
    };
  });
}

/** Days from `today` to the next Saturday, a week ahead when today is one. */
function daysToSaturday(today: string): number {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return (6 - weekday + 7) % 7 || 7;
}

/** The first run of each slot whose season fits the day it would open. */
function runsFor(today: string): RunTemplate[] {
  const chosen = new Map<RunTemplate['slot'], RunTemplate>();
  for (const r of runs) {
    if (chosen.has(r.slot) || !fitsSeason(r.season, openingDay(today, r))) continue;
    chosen.set(r.slot, r);
  }
  return [...chosen.values()];
}

/** The day a run opens; a fair or a run due to open on a closed day opens the day after. */
function openingDay(today: string, r: RunTemplate): string {
  if (r.opens === 'weekend') return addDays(today, daysToSaturday(today));
  const day = addDays(today, r.opens);
  return r.opens > 0 && isClosedDay(day) ? addDays(day, 1) : day;
}

/**
 * The demo's lasting events: exhibitions over weeks (one already open), a weekend festival, an
 * all-day fair and evenings over three weeks, so the deck shows each kind of span.
 */
function buildRuns(rng: Rng, today: string, source: EventSource): NewEventRow[] {
  return runsFor(today).map((r) => {
    const venue = venues.find((v) => v.name === r.venue);
    if (!venue) throw new Error(`No venue ${r.venue}`);
    const date = openingDay(today, r);
    return toRow(
      rng,
      venue,
      r.category,
      date,
      {
        title: r.title,
        description: r.description,
        time: r.time,
        price: r.price,
        performer: null,
        aliases: templates[r.category].aliases,
        endDate: addDays(date, r.days - 1),
      },
      source,
    );
  });
}

function pickCategory(rng: Rng): TemplateCategory {
  const ids = Object.keys(templates) as TemplateCategory[];
  const total = ids.reduce((sum, id) => sum + templates[id].weight, 0);
  let r = rng.next() * total;
  for (const id of ids) {
    r -= templates[id].weight;
    if (r < 0) return id;
  }
  return 'other';
}

export interface CatalogueOptions {
  count: number;
  /** Fixed for the demo catalogue, random for mock data. */
  seed: number;
  source: Extract<EventSource, 'seed' | 'mock'>;
  /** Leaves out events that would have started by then (mock data made during the day). */
  startsAfter?: Date;
}

/**
 * Events from `today` to 30 days out, each at a real venue that hosts that kind of event. By
 * default the SEED_DEMO catalogue: ~300 events across every borough and category, deterministic
 * for a given day. Mock data asks for another count and seed.
 */
export function buildDemoEvents(
  today: string,
  opts: Partial<CatalogueOptions> = {},
): NewEventRow[] {
  const { count = TOTAL, seed = SEED, source = 'seed', startsAfter } = opts;
  const rng = createRng(seed);
  const rows = buildMovies(rng, today, Math.round((count * movies.length) / TOTAL), source);
  // The demo catalogue shows each kind of lasting event; mock data is made of evenings.
  if (source === 'seed') rows.push(...buildRuns(rng, today, source));
  const usedTitles = new Set<string>();
  // Computed once: time-zone date arithmetic is the slow part of a large mock batch.
  const dates = Array.from({ length: DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));

  const add = (venue: Venue, category: TemplateCategory): void => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const date = dates[rng.int(dates.length)]!;
      const game = category === 'sports' ? fixture(rng, venue, date, usedTitles) : undefined;
      // The home team, or everything the venue hosts, is out of season that day: try another.
      if (game === null) continue;
      const details = game ?? listingDetails(rng, venue, category, date, usedTitles);
      if (details === null) continue;
      const row = toRow(rng, venue, category, date, details, source);
      if (startsAfter && row.startsAt <= startsAfter) continue; // already started today
      rows.push(row);
      usedTitles.add(details.title);
      return;
    }
  };

  // Every venue once first when there is room, so each borough and listed neighborhood has
  // something on.
  if (count - rows.length >= venues.length) {
    for (const venue of venues) {
      const options = venue.categories.filter((c): c is TemplateCategory => c !== 'movie');
      if (options.length > 0) add(venue, rng.pick(options));
    }
  }
  for (let guard = 0; rows.length < count && guard < count * 10; guard++) {
    const category = pickCategory(rng);
    add(rng.pick(venues.filter((v) => v.categories.includes(category))), category);
  }

  rows.sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() ||
      (a.venue ?? '').localeCompare(b.venue ?? '') ||
      a.title.localeCompare(b.title),
  );
  // Seed keys name the demo rows; mock rows need no key.
  return rows.map((row, i) => ({ ...row, sourceKey: source === 'seed' ? `seed:${i + 1}` : null }));
}
