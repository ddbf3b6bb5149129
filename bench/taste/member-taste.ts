import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { pick } from '../random.ts';
import type { Catalogue } from './catalogue.ts';
import { between, chance, intBetween } from './draws.ts';
import type { WorldMix } from './families.ts';
import { SUB_GENRES } from './sub-genres.ts';
import type { Distance, Lifts, Taste } from './taste.ts';

/**
 * One member's taste around their group's: every strength 75–125 % of the group's, now and then
 * a loved sub-genre of their own or an extra favourite act, often another home in the same
 * borough. Variety seeking and how often they answer "maybe" are their own.
 */
export function memberTaste(
  random: () => number,
  group: Taste,
  mix: WorldMix,
  catalogue: Catalogue,
): Taste {
  const jitter = () => between(random, 0.75, 1.25);
  const scaled = (lifts: Lifts): Record<string, number> =>
    Object.fromEntries(Object.entries(lifts).map(([name, lift]) => [name, lift * jitter()]));

  const subGenres = scaled(group.subGenres);
  const loved = Object.keys(subGenres).filter((name) => subGenres[name]! > 0);
  if (loved.length > 0 && chance(random, 0.15)) {
    const swapped = pick(random, loved);
    const own = pick(random, SUB_GENRES).name;
    if (subGenres[own] === undefined) {
      subGenres[own] = subGenres[swapped]!;
      delete subGenres[swapped];
    }
  }
  const performers = scaled(group.performers);
  if (Object.keys(performers).length > 0 && chance(random, 0.2)) {
    performers[pick(random, catalogue.performers).name] =
      between(random, 2.5, 4) * mix.components.performers.strength;
  }
  return {
    subGenres,
    performers,
    venues: scaled(group.venues),
    hated: group.hated && { ...group.hated, strength: group.hated.strength * jitter() },
    distance: group.distance && memberDistance(random, group.distance, jitter),
    price: group.price && {
      perLog: group.price.perLog * jitter(),
      budget:
        group.price.budget === null
          ? null
          : Math.round(group.price.budget * between(random, 0.8, 1.25)),
      cliff: group.price.cliff * jitter(),
    },
    rhythm: group.rhythm && { ...group.rhythm, strength: group.rhythm.strength * jitter() },
    lead: group.lead && { ...group.lead, strength: group.lead.strength * jitter() },
    buzz: group.buzz * jitter(),
    variety: chance(random, mix.variety) ? between(random, 0.7, 1.5) : 0,
    drift: group.drift && {
      at: group.drift.at + intBetween(random, -3, 3),
      subGenres: scaled(group.drift.subGenres),
      performers: scaled(group.drift.performers),
    },
    maybe: between(random, 0.2, 0.6),
  };
}

function memberDistance(random: () => number, d: Distance, jitter: () => number): Distance {
  const home = chance(random, 0.65) ? d.home : pick(random, neighborhoodsByBorough[d.borough]);
  return {
    ...d,
    home,
    at: neighborhoodCentroids[home]!,
    strength: d.strength * jitter(),
    miles: d.miles * jitter(),
  };
}
