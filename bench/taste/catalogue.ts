import type { DateTime } from 'luxon';
import { stringify } from 'csv-stringify/sync';
import { pick } from '../random.ts';
import { chance, normal, weightedPick, zipfPick } from './draws.ts';
import { describeEvent, titleOf } from './event-text.ts';
import { generatePerformers, type Performer } from './performers.ts';
import { subGenresOf, TASTE_CATEGORIES, type TasteCategory } from './sub-genres.ts';
import { generateVenues, type Venue } from './venues.ts';

/** One generated event, with what the hidden tastes read that the server never gets as fields. */
export interface CatalogueEvent {
  /** The card's identity: title, date, time and venue, as the import tells rows apart. */
  key: string;
  title: string;
  description: string;
  category: TasteCategory;
  /** Named only in the title and description. */
  subGenre: string;
  performer: string | null;
  venue: Venue;
  /** Dollars, continuous; 0 is free. */
  price: number;
  /** Start in New York time. */
  start: DateTime;
  /** Drop in any time from noon to five. */
  allAfternoon: boolean;
  /** Days from the day the simulation runs. */
  daysAhead: number;
  weekend: boolean;
  /** A pull anyone may feel whatever their taste (a big name, a night people talk about). */
  appeal: number;
}

export interface Catalogue {
  events: CatalogueEvent[];
  venues: Venue[];
  performers: Performer[];
}

/** How a category's events start (New York hours) and how many run all afternoon. */
const TIMES: Record<TasteCategory, { hours: readonly number[]; afternoon: number }> = {
  music: { hours: [14, 18, 19, 20, 21, 22, 23], afternoon: 0 },
  comedy: { hours: [18, 19, 20, 21, 22, 23], afternoon: 0 },
  theater: { hours: [14, 15, 19, 20], afternoon: 0 },
  art: { hours: [10, 11, 12, 14, 16, 18, 19], afternoon: 0.2 },
  museum: { hours: [9, 10, 11, 13, 15, 17, 18], afternoon: 0.25 },
  food: { hours: [11, 12, 13, 17, 18, 19, 20, 21], afternoon: 0.1 },
  sports: { hours: [9, 10, 11, 17, 18, 19, 20], afternoon: 0 },
  lecture: { hours: [12, 13, 18, 19, 20], afternoon: 0 },
  nightlife: { hours: [20, 21, 22, 23], afternoon: 0 },
  outdoor: { hours: [9, 10, 11, 14, 16, 18], afternoon: 0.2 },
  meditation: { hours: [9, 12, 18, 19, 20], afternoon: 0 },
  dance: { hours: [11, 18, 19, 20, 21], afternoon: 0 },
  tours: { hours: [9, 10, 11, 13, 15, 17], afternoon: 0 },
  yoga: { hours: [9, 10, 12, 17, 18, 19], afternoon: 0 },
  festival: { hours: [9, 10, 11, 12, 14, 16], afternoon: 0.4 },
};

/** The share of free events and the median ticket of the rest, in dollars. */
const PRICING: Record<TasteCategory, { free: number; median: number }> = {
  music: { free: 0.1, median: 30 },
  comedy: { free: 0.15, median: 20 },
  theater: { free: 0.05, median: 55 },
  art: { free: 0.4, median: 15 },
  museum: { free: 0.25, median: 22 },
  food: { free: 0.05, median: 35 },
  sports: { free: 0.3, median: 20 },
  lecture: { free: 0.35, median: 15 },
  nightlife: { free: 0.1, median: 20 },
  outdoor: { free: 0.55, median: 15 },
  meditation: { free: 0.2, median: 25 },
  dance: { free: 0.1, median: 30 },
  tours: { free: 0.15, median: 30 },
  yoga: { free: 0.2, median: 22 },
  festival: { free: 0.5, median: 10 },
};

/** Museums and fairs often bill no one; a class or a show always has someone on it. */
const BILLED: Partial<Record<TasteCategory, number>> = {
  museum: 0.3,
  festival: 0.4,
  outdoor: 0.6,
  tours: 0.8,
};

/** Lognormal around the median, $5–$150, to the half dollar. */
function priceOf(random: () => number, category: TasteCategory): number {
  const { free, median } = PRICING[category];
  if (chance(random, free)) return 0;
  const dollars = Math.min(150, Math.max(5, median * Math.exp(0.6 * normal(random))));
  return Math.round(dollars * 2) / 2;
}

/** "7:30 PM", as the CSV writes it and the card gives it back. */
export const clockOf = (start: DateTime) =>
  `${start.hour % 12 === 0 ? 12 : start.hour % 12}:${String(start.minute).padStart(2, '0')} ${start.hour < 12 ? 'AM' : 'PM'}`;

/** The identity of a card the deck deals, from the fields the card carries. */
export const cardKey = (c: { title: string; date: string; time: string; venue: string }) =>
  [c.title, c.date, c.time, c.venue].join('\n');

/**
 * `count` events from tomorrow to `days` ahead (weekends a little busier, as in the city) at 80
 * venues, by a few hundred acts who each play several dates. `today` is the start of today in New
 * York.
 */
export function generateCatalogue(
  random: () => number,
  count: number,
  today: DateTime,
  days = 45,
): Catalogue {
  const venues = generateVenues(random);
  const performers = generatePerformers(random);
  const buzz = new Map(performers.map((p) => [p.name, normal(random)]));
  const actsOf = (subGenre: string) => performers.filter((p) => p.subGenre === subGenre);
  const dayOffsets = Array.from({ length: days }, (_, i) => i + 1);
  const dayWeights = dayOffsets.map((d) => (today.plus({ days: d }).weekday >= 6 ? 1.6 : 1));
  const events: CatalogueEvent[] = [];
  const keys = new Set<string>();
  while (events.length < count) {
    const venue = weightedPick(random, venues, (v) => v.size);
    const category = chance(random, 0.7) ? venue.typical : pick(random, TASTE_CATEGORIES);
    const subGenre =
      category === venue.typical && chance(random, 0.6)
        ? venue.typicalSubGenre
        : pick(random, subGenresOf(category)).name;
    const sub = subGenresOf(category).find((s) => s.name === subGenre)!;
    const performer = chance(random, BILLED[category] ?? 1)
      ? zipfPick(random, actsOf(subGenre)).name
      : null;
    const daysAhead = weightedPick(random, dayOffsets, (_, i) => dayWeights[i]!);
    const times = TIMES[category];
    const allAfternoon = chance(random, times.afternoon);
    const hour = allAfternoon ? 12 : pick(random, times.hours);
    const minute = allAfternoon || hour === 23 || chance(random, 0.6) ? 0 : 30;
    const start = today.plus({ days: daysAhead }).set({ hour, minute });
    const title = titleOf(random, sub, venue.name, performer);
    const key = cardKey({
      title,
      date: start.toISODate()!,
      time: clockOf(start),
      venue: venue.name,
    });
    if (keys.has(key)) continue;
    keys.add(key);
    events.push({
      key,
      title,
      description: describeEvent(random, { subGenre, performer, venue, start, allAfternoon }),
      category,
      subGenre,
      performer,
      venue,
      price: priceOf(random, category),
      start,
      allAfternoon,
      daysAhead,
      weekend: start.weekday >= 6,
      appeal: 0.7 * (performer === null ? 0 : (buzz.get(performer) ?? 0)) + 0.7 * normal(random),
    });
  }
  return { events, venues, performers };
}

const priceText = (price: number) =>
  price === 0 ? 'Free' : `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** The catalogue as the admin CSV import reads it. */
export function catalogueCsv(events: readonly CatalogueEvent[]): string {
  return stringify(
    events.map((e) => ({
      title: e.title,
      description: e.description,
      date: e.start.toISODate(),
      time: clockOf(e.start),
      venue: e.venue.name,
      price: priceText(e.price),
      category: e.category,
      performer: e.performer ?? '',
      neighborhood: e.venue.neighborhood,
      borough: e.venue.borough,
    })),
    { header: true },
  );
}
