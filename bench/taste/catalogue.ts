import { DateTime } from 'luxon';
import { stringify } from 'csv-stringify/sync';
import { categoryIds } from '#shared/categories.ts';
import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { NYC_ZONE } from '#shared/time.ts';
import { pick, seededRandom } from '../random.ts';

/** The categories a person can fall for: every one but movies (they have runs) and "other". */
export const TASTE_CATEGORIES = categoryIds.filter((id) => id !== 'movie' && id !== 'other');

export const PRICES = [0, 10, 20, 35, 60, 120] as const;
export type DayPart = 'daytime' | 'evening';

/** One generated event with the attributes hidden tastes are defined over. */
export interface CatalogueEvent {
  title: string;
  category: string;
  borough: Borough;
  neighborhood: string;
  venue: string;
  performer: string;
  price: number;
  /** Start in New York time. */
  start: DateTime;
  dayPart: DayPart;
  weekend: boolean;
  /** Days from the day the simulation runs. */
  daysAhead: number;
}

const HOURS = [10, 11, 13, 15, 17, 18, 19, 20, 21, 22] as const;

/**
 * `count` events from tomorrow to `days` ahead at ~80 venues across the five boroughs (more in
 * Manhattan and Brooklyn, as in the city), with performers who play several dates.
 */
export function generateCatalogue(seed: number, count: number, days = 45): CatalogueEvent[] {
  const random = seededRandom(seed);
  const weights: Record<Borough, number> = {
    Manhattan: 30,
    Brooklyn: 25,
    Queens: 14,
    Bronx: 7,
    'Staten Island': 4,
  };
  const venues = boroughs.flatMap((borough) =>
    Array.from({ length: weights[borough] }, (_, i) => ({
      borough,
      neighborhood: pick(random, neighborhoodsByBorough[borough]),
      name: `${borough} Venue ${i + 1}`,
    })),
  );
  const performers = Array.from({ length: 200 }, (_, i) => `Act ${i + 1}`);
  const today = DateTime.now().setZone(NYC_ZONE).startOf('day');
  return Array.from({ length: count }, (_, i) => {
    const venue = pick(random, venues);
    const daysAhead = 1 + Math.floor(random() * days);
    const hour = pick(random, HOURS);
    const start = today.plus({ days: daysAhead }).set({ hour });
    return {
      title: `Taste event ${String(i + 1).padStart(4, '0')}`,
      category: pick(random, TASTE_CATEGORIES),
      borough: venue.borough,
      neighborhood: venue.neighborhood,
      venue: venue.name,
      performer: pick(random, performers),
      price: pick(random, PRICES),
      start,
      dayPart: hour >= 17 ? 'evening' : 'daytime',
      weekend: start.weekday >= 6,
      daysAhead,
    };
  });
}

/** The catalogue as the admin CSV import reads it. */
export function catalogueCsv(events: readonly CatalogueEvent[]): string {
  return stringify(
    events.map((e) => ({
      title: e.title,
      description: `A ${e.category} event at ${e.venue}.`,
      date: e.start.toISODate(),
      time: e.start.toFormat('h:mm a'),
      venue: e.venue,
      price: e.price === 0 ? 'Free' : `$${e.price}`,
      category: e.category,
      performer: e.performer,
      neighborhood: e.neighborhood,
      borough: e.borough,
    })),
    { header: true },
  );
}
