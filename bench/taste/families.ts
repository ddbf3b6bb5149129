import { between } from './draws.ts';

/** The parts a hidden taste is built from (taste.ts); a person has a random subset. */
export const COMPONENTS = [
  'subGenres',
  'performers',
  'venues',
  'hated',
  'distance',
  'price',
  'rhythm',
  'lead',
  'buzz',
] as const;
export type Component = (typeof COMPONENTS)[number];

type Range = readonly [number, number];

/**
 * A distribution over worlds. Each world draws, for every component, the share of its groups
 * that have it and a strength (a multiplier on group-taste.ts's base strengths) from these
 * ranges; each group then has the component with that chance. So two seeds of one family differ
 * in which parts of taste are common and how strong they are, not only in the dice.
 */
export interface Family {
  /** For TASTE_FAMILY. */
  id: string;
  name: string;
  components: Record<Component, { share: Range; strength: Range }>;
  /** The share of people who tire of a sub-genre they just loved. */
  variety: Range;
  /** The share of groups whose loves switch partway through. */
  drift: Range;
}

export interface WorldMix {
  family: Family;
  components: Record<Component, { share: number; strength: number }>;
  variety: number;
  drift: number;
}

const weak = (share: Range) => ({ share, strength: [0.3, 0.6] as Range });
const full = (share: Range) => ({ share, strength: [0.8, 1.2] as Range });

export const FAMILIES: readonly Family[] = [
  {
    id: 'what',
    name: 'what it is about',
    components: {
      subGenres: full([0.9, 1]),
      performers: full([0.5, 0.9]),
      venues: full([0.3, 0.7]),
      hated: full([0.4, 0.8]),
      distance: weak([0.1, 0.3]),
      price: weak([0.2, 0.4]),
      rhythm: weak([0.1, 0.3]),
      lead: weak([0, 0.2]),
      buzz: full([0.2, 0.5]),
    },
    variety: [0, 0.1],
    drift: [0, 0.1],
  },
  {
    id: 'where-when',
    name: 'where and when',
    components: {
      subGenres: weak([0.2, 0.4]),
      performers: weak([0, 0.2]),
      venues: full([0.2, 0.5]),
      hated: full([0.2, 0.5]),
      distance: full([0.7, 1]),
      price: full([0.6, 0.9]),
      rhythm: full([0.6, 0.9]),
      lead: full([0.4, 0.8]),
      buzz: full([0.2, 0.5]),
    },
    variety: [0, 0.1],
    drift: [0, 0.1],
  },
  {
    id: 'everything',
    name: 'everything at once',
    components: {
      subGenres: full([0.5, 0.9]),
      performers: full([0.4, 0.8]),
      venues: full([0.3, 0.7]),
      hated: full([0.4, 0.8]),
      distance: full([0.4, 0.8]),
      price: full([0.4, 0.8]),
      rhythm: full([0.4, 0.8]),
      lead: full([0.3, 0.7]),
      buzz: full([0.3, 0.7]),
    },
    variety: [0.3, 0.6],
    drift: [0.3, 0.6],
  },
];

export function familyById(id: string): Family {
  const family = FAMILIES.find((f) => f.id === id);
  if (!family)
    throw new Error(`TASTE_FAMILY must be one of ${FAMILIES.map((f) => f.id).join(', ')}`);
  return family;
}

/** One world's mix, drawn from its family. */
export function drawMix(random: () => number, family: Family): WorldMix {
  const draw = ([lo, hi]: Range) => between(random, lo, hi);
  const components = Object.fromEntries(
    COMPONENTS.map((c) => [
      c,
      {
        share: draw(family.components[c].share),
        strength: draw(family.components[c].strength),
      },
    ]),
  ) as WorldMix['components'];
  return { family, components, variety: draw(family.variety), drift: draw(family.drift) };
}
