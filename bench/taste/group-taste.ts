import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { pick, pickDistinct } from '../random.ts';
import type { Catalogue } from './catalogue.ts';
import { between, chance, intBetween, weightedPick } from './draws.ts';
import { COMPONENTS, type Component, type WorldMix } from './families.ts';
import { SUB_GENRES, subGenresOf, TASTE_CATEGORIES } from './sub-genres.ts';
import type { Distance, Lifts, Rhythm, Taste } from './taste.ts';

/** Where people live: most in Manhattan, Brooklyn and Queens. */
const HOME_WEIGHT: Record<Borough, number> = {
  Manhattan: 30,
  Brooklyn: 30,
  Queens: 20,
  Bronx: 12,
  'Staten Island': 8,
};
const RHYTHMS: readonly Rhythm[] = ['weekend', 'after-work', 'daytime', 'night-owl'];

function homeIn(random: () => number, borough: Borough) {
  const home = pick(random, neighborhoodsByBorough[borough]);
  return { home, borough, at: neighborhoodCentroids[home]! };
}

/**
 * One to three loved sub-genres (mostly within one category, so "loves jazz" is not "loves
 * music") at +2 to +3.5, and up to two disliked at −1 to −2.
 */
function subGenreLifts(random: () => number, strength: number): Record<string, number> {
  const first = pick(random, SUB_GENRES);
  const loved = [first];
  for (let n = intBetween(random, 1, 3); loved.length < n;) {
    const pool = chance(random, 0.5) ? subGenresOf(first.category) : SUB_GENRES;
    const next = pick(random, pool);
    if (!loved.includes(next)) loved.push(next);
  }
  const lifts: Record<string, number> = {};
  for (const s of loved) lifts[s.name] = between(random, 2, 3.5) * strength;
  for (const s of pickDistinct(random, SUB_GENRES, intBetween(random, 0, 2))) {
    lifts[s.name] ??= -between(random, 1, 2) * strength;
  }
  return lifts;
}

/** Two to five favourite acts at +2.5 to +4, most of them playing what the group loves. */
function performerLifts(
  random: () => number,
  catalogue: Catalogue,
  loved: Lifts,
  strength: number,
): Record<string, number> {
  const ofLoved = catalogue.performers.filter((p) => (loved[p.subGenre] ?? 0) > 0);
  const lifts: Record<string, number> = {};
  for (let n = intBetween(random, 2, 5); Object.keys(lifts).length < n;) {
    const pool = ofLoved.length > 0 && chance(random, 0.6) ? ofLoved : catalogue.performers;
    lifts[pick(random, pool).name] = between(random, 2.5, 4) * strength;
  }
  return lifts;
}

function distanceOf(random: () => number, strength: number): Distance {
  const where = homeIn(
    random,
    weightedPick(random, boroughs, (b) => HOME_WEIGHT[b]),
  );
  const kind = weightedPick(
    random,
    ['decay', 'cutoff', 'river'] as const,
    (_, i) => [0.45, 0.35, 0.2][i]!,
  );
  if (kind === 'river') {
    return {
      ...where,
      kind,
      strength: between(random, 1.5, 3) * strength,
      miles: 0,
      weeknightsOnly: true,
    };
  }
  return {
    ...where,
    kind,
    strength: (kind === 'decay' ? between(random, 0.1, 0.3) : between(random, 2, 4)) * strength,
    miles: kind === 'cutoff' ? between(random, 2, 7) : 0,
    weeknightsOnly: chance(random, 0.3),
  };
}

/**
 * A group's hidden taste: each component with its world's share, at its world's strength times
 * a draw of its own. A group gets at least two components, so no group is indifferent to all.
 */
export function drawGroupTaste(random: () => number, mix: WorldMix, catalogue: Catalogue): Taste {
  const has = new Set<Component>(COMPONENTS.filter((c) => chance(random, mix.components[c].share)));
  for (const c of [...COMPONENTS].sort(
    (a, b) => mix.components[b].share - mix.components[a].share,
  )) {
    if (has.size >= 2) break;
    has.add(c);
  }
  const s = (c: Component) => mix.components[c].strength;
  const subGenres = has.has('subGenres') ? subGenreLifts(random, s('subGenres')) : {};
  const performers = has.has('performers')
    ? performerLifts(random, catalogue, subGenres, s('performers'))
    : {};
  const drifts = (has.has('subGenres') || has.has('performers')) && chance(random, mix.drift);
  const newLoves =
    drifts && has.has('subGenres') ? subGenreLifts(random, s('subGenres')) : subGenres;
  // Nobody hates the category of a sub-genre they love, before or after a drift.
  const liked = new Set(
    SUB_GENRES.filter((g) => (subGenres[g.name] ?? 0) > 0 || (newLoves[g.name] ?? 0) > 0).map(
      (g) => g.category,
    ),
  );
  return {
    subGenres,
    performers,
    venues: has.has('venues')
      ? Object.fromEntries(
          pickDistinct(random, catalogue.venues, intBetween(random, 1, 3)).map((v) => [
            v.name,
            between(random, 1, 2) * s('venues'),
          ]),
        )
      : {},
    hated: has.has('hated')
      ? {
          category: pick(
            random,
            TASTE_CATEGORIES.filter((c) => !liked.has(c)),
          ),
          strength: between(random, 3, 5) * s('hated'),
        }
      : null,
    distance: has.has('distance') ? distanceOf(random, s('distance')) : null,
    price: has.has('price')
      ? {
          perLog: between(random, 0.3, 1) * s('price'),
          budget: chance(random, 0.3) ? Math.round(between(random, 15, 60)) : null,
          cliff: between(random, 2.5, 4) * s('price'),
        }
      : null,
    rhythm: has.has('rhythm')
      ? { kind: pick(random, RHYTHMS), strength: between(random, 1.5, 3) * s('rhythm') }
      : null,
    lead: has.has('lead')
      ? {
          kind: chance(random, 0.5) ? 'plan-ahead' : 'tonight',
          strength: between(random, 1, 2) * s('lead'),
        }
      : null,
    buzz: has.has('buzz') ? between(random, 0.5, 1.2) * s('buzz') : 0,
    variety: 0,
    drift: drifts
      ? {
          at: intBetween(random, 25, 40),
          subGenres: newLoves,
          performers: has.has('performers')
            ? performerLifts(random, catalogue, newLoves, s('performers'))
            : {},
        }
      : null,
    maybe: 0,
  };
}
