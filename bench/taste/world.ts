import { DateTime } from 'luxon';
import { NYC_ZONE } from '#shared/time.ts';
import { seededRandom } from '../random.ts';
import { generateCatalogue, type Catalogue } from './catalogue.ts';
import { intBetween, seedOf } from './draws.ts';
import { drawMix, type Family, type WorldMix } from './families.ts';
import { makePeople, type Person } from './people.ts';

/**
 * A world is one seed of one family: a catalogue and the people who swipe it. The family is
 * built to be much broader than anything the deck's model reads, so a deck tuned to its own
 * features cannot simply meet the taste it was built from.
 *
 * Catalogue (catalogue.ts): 1,800–2,100 events from tomorrow to 45 days ahead (weekends busier;
 * real weekdays from the day it runs), in the 15 categories but movies and "other". Each event
 * has a sub-genre (jazz, improv, ramen…; 3–7 per category, sub-genres.ts) that only its title and
 * description name; an act who plays only that sub-genre, several dates each, a few acts taking
 * most dates (performers.ts); one of 80 venues in real neighborhoods, placed near the
 * neighborhood's centre, each with a typical category and sub-genre but hosting others too
 * (venues.ts); a continuous price (free for a category's share, else lognormal around its
 * median, $5–$150); a start from 9 AM to 11 PM by category, some running all afternoon; and an
 * appeal anyone may feel (its act's buzz and its own).
 *
 * People (people.ts, group-taste.ts, member-taste.ts): groups whose members vary around the
 * group's taste. A taste is a logistic score over a random subset of:
 * - lifts for one to three sub-genres (mostly within one category) and against up to two;
 * - two to five favourite acts (a big lift), one to three favourite venues;
 * - one hated category (a big drop);
 * - distance from a home neighborhood in miles: a steady decay, a soft cutoff at 2–7 miles, or
 *   "not outside my borough", any of them sometimes only on weeknights (Monday–Thursday
 *   evenings);
 * - price: −k × ln(1 + dollars), sometimes with a budget cliff;
 * - a week's rhythm: weekends only, after work (weekday 6–10 PM), daytime, or late nights;
 * - lead time: plans ahead, or wants tonight;
 * - the event's own appeal;
 * - tiring (variety seekers): a drop for each card of the same sub-genre (less for the same
 *   category) they loved among their last five swipes;
 * - drift: from a swipe between 22 and 43, the sub-genres and acts they love are new ones.
 * Each person's intercept is fitted so their mean chance over the catalogue (untired) is their
 * base rate, drawn from 8–15 %. They love a card with its chance; a card they do not love gets
 * "maybe" with their own probability (20–60 %) when its chance was middling (25–60 %), else a
 * pass.
 *
 * Families (families.ts) set, per component, the range of the share of groups that have it and
 * of its strength; each world draws its own share and strength from them, so a family's seeds
 * differ in which parts of taste are common, not only in the dice.
 */
export interface World {
  family: Family;
  seed: number;
  mix: WorldMix;
  catalogue: Catalogue;
  people: Person[];
  /** For the swipes' dice, so they too are fixed by the seed. */
  diceSeed: number;
}

export interface WorldSize {
  groups: number;
  perGroup: number;
  later: number;
  /** Unset: drawn per world, 1,800–2,100. */
  events?: number;
}

export const startOfToday = () => DateTime.now().setZone(NYC_ZONE).startOf('day');

export function makeWorld(
  family: Family,
  seed: number,
  size: WorldSize,
  today: DateTime = startOfToday(),
): World {
  const root = seedOf(`${family.id}:${seed}`);
  const random = seededRandom(root);
  const mix = drawMix(random, family);
  const count = size.events ?? intBetween(random, 1800, 2100);
  const catalogue = generateCatalogue(seededRandom(root ^ 0x5bd1e995), count, today);
  const people = makePeople((root ^ 0x27d4eb2f) >>> 0, mix, catalogue, size);
  return { family, seed, mix, catalogue, people, diceSeed: (root ^ 0x165667b1) >>> 0 };
}
