import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { pick } from '../random.ts';
import { between, weightedPick } from './draws.ts';
import { subGenresOf, TASTE_CATEGORIES, type TasteCategory } from './sub-genres.ts';

export interface Venue {
  name: string;
  neighborhood: string;
  borough: Borough;
  /** Where it is: its neighborhood's centre, moved up to a few blocks. */
  at: LatLng;
  /** What it mostly hosts; it hosts other things now and then. */
  typical: TasteCategory;
  /** The sub-genre of most of its typical nights (a jazz club, a ramen bar). */
  typicalSubGenre: string;
  /** How many dates it holds beside other venues. */
  size: number;
}

/** Venues per borough, more in Manhattan and Brooklyn as in the city: 80 in all. */
const PER_BOROUGH: Record<Borough, number> = {
  Manhattan: 30,
  Brooklyn: 25,
  Queens: 14,
  Bronx: 7,
  'Staten Island': 4,
};

const FIRST = [
  'Blue',
  'Copper',
  'Hudson',
  'Orchard',
  'Atlantic',
  'Lantern',
  'Maple',
  'Harbor',
  'Union',
  'Ironworks',
  'Juniper',
  'Northside',
  'Half Moon',
  'Red Door',
  'Canal',
  'Bowery',
  'Sycamore',
  'Tidewater',
  'Granite',
  'Little Owl',
  'Ferry',
  'Greenleaf',
  'Monarch',
  'Velvet',
  'Saltbox',
  'Kestrel',
  'Linden',
  'Pier 9',
  'Eastern',
  'Cobalt',
];

const NOUN: Record<TasteCategory, readonly string[]> = {
  music: ['Hall', 'Room', 'Lounge', 'Music Hall'],
  comedy: ['Comedy Cellar', 'Laugh Club', 'Comedy Room'],
  theater: ['Playhouse', 'Theater', 'Stage'],
  art: ['Gallery', 'Art Space', 'Studios'],
  museum: ['Museum', 'Collection', 'Heritage Center'],
  food: ['Kitchen', 'Market Hall', 'Canteen'],
  sports: ['Courts', 'Field House', 'Athletic Club'],
  lecture: ['Library', 'Forum', 'Institute'],
  nightlife: ['Social Club', 'Warehouse', 'Rooftop'],
  outdoor: ['Park House', 'Boathouse', 'Garden'],
  meditation: ['Zen Center', 'Sanctuary', 'Sound Studio'],
  dance: ['Dance Studio', 'Ballroom', 'Dance Center'],
  tours: ['Visitor Center', 'Tour Meeting Point', 'Landing'],
  yoga: ['Yoga Loft', 'Yoga Studio', 'Yoga Shala'],
  festival: ['Plaza', 'Fairgrounds', 'Commons'],
};

/** About 250 m of latitude or longitude: a venue sits within a few blocks of its centre. */
const SPREAD_DEGREES = 0.0025;

/** 80 venues, each in a real neighborhood, with a typical category and sub-genre. */
export function generateVenues(random: () => number): Venue[] {
  const taken = new Set<string>();
  return boroughs.flatMap((borough) =>
    Array.from({ length: PER_BOROUGH[borough] }, () => {
      const neighborhood = pick(random, neighborhoodsByBorough[borough]);
      const centre = neighborhoodCentroids[neighborhood];
      if (!centre) throw new Error(`No centre for ${neighborhood}`);
      // Music, food and nightlife have the most rooms in a city; tours and yoga the fewest.
      const typical = weightedPick(random, TASTE_CATEGORIES, (c) =>
        c === 'music' || c === 'food' || c === 'nightlife' ? 2 : 1,
      );
      let name = '';
      do {
        name = `${pick(random, FIRST)} ${pick(random, NOUN[typical])}`;
      } while (taken.has(name));
      taken.add(name);
      return {
        name,
        neighborhood,
        borough,
        at: {
          lat: centre.lat + between(random, -SPREAD_DEGREES, SPREAD_DEGREES),
          lng: centre.lng + between(random, -SPREAD_DEGREES, SPREAD_DEGREES),
        },
        typical,
        typicalSubGenre: pick(random, subGenresOf(typical)).name,
        size: between(random, 0.4, 2),
      };
    }),
  );
}
