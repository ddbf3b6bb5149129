import type { Catalogue, CatalogueEvent } from './catalogue.ts';
import { between, sigmoid } from './draws.ts';
import type { WorldMix } from './families.ts';
import { drawGroupTaste } from './group-taste.ts';
import { memberTaste } from './member-taste.ts';
import { tasteLogit, varietyLift, type Swiped, type Taste } from './taste.ts';
import { seededRandom } from '../random.ts';

/** The share of a random card a person loves is drawn in this range, per person. */
export const BASE_RATE = [0.08, 0.15] as const;

export interface Person {
  name: string;
  group: number;
  member: number;
  /** Joins once the first members have swiped (the cold start of a product in use). */
  later: boolean;
  /** The group's taste, which this person's varies around. */
  groupTaste: Taste;
  taste: Taste;
  /** Their mean chance over the catalogue without tiring, before and after any drift. */
  baseRate: number;
  /** Log-odds added to the taste so the mean chance is `baseRate`: before and after a drift. */
  intercept: { before: number; after: number };
  /**
   * The chance they love `e` at swipe `at` (0-based) with `recent` their swipes so far; without
   * `recent`, the chance of a person not tired of anything (what the baselines are judged on).
   */
  chance: (e: CatalogueEvent, at: number, recent?: readonly Swiped[]) => number;
}

/** The intercept that makes the mean of sigmoid(intercept + logit) `rate` (bisection). */
export function fitIntercept(logits: readonly number[], rate: number): number {
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    let sum = 0;
    for (const x of logits) sum += sigmoid(mid + x);
    if (sum / logits.length < rate) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function person(
  random: () => number,
  at: { group: number; member: number; later: boolean },
  groupTaste: Taste,
  mix: WorldMix,
  catalogue: Catalogue,
): Person {
  const taste = memberTaste(random, groupTaste, mix, catalogue);
  const baseRate = between(random, BASE_RATE[0], BASE_RATE[1]);
  const fit = (swipe: number) =>
    fitIntercept(
      catalogue.events.map((e) => tasteLogit(taste, e, swipe)),
      baseRate,
    );
  const before = fit(0);
  const intercept = { before, after: taste.drift ? fit(taste.drift.at) : before };
  return {
    name: `g${at.group}-m${at.member}`,
    ...at,
    groupTaste,
    taste,
    baseRate,
    intercept,
    chance: (e, swipe, recent = []) => {
      const base = taste.drift && swipe >= taste.drift.at ? intercept.after : intercept.before;
      return sigmoid(base + tasteLogit(taste, e, swipe) + varietyLift(taste, e, recent));
    },
  };
}

/**
 * `perGroup` members of each group who start together, then `later` more of each who join once
 * they have swiped. The later ones are drawn last, so a seed's first members are the same
 * whatever `later` is.
 */
export function makePeople(
  seed: number,
  mix: WorldMix,
  catalogue: Catalogue,
  size: { groups: number; perGroup: number; later: number },
): Person[] {
  const random = seededRandom(seed);
  const people: Person[] = [];
  const tastes: Taste[] = [];
  for (let group = 0; group < size.groups; group += 1) {
    const taste = drawGroupTaste(random, mix, catalogue);
    tastes.push(taste);
    for (let m = 0; m < size.perGroup; m += 1) {
      people.push(person(random, { group, member: m, later: false }, taste, mix, catalogue));
    }
  }
  for (const [group, taste] of tastes.entries()) {
    for (let m = size.perGroup; m < size.perGroup + size.later; m += 1) {
      people.push(person(random, { group, member: m, later: true }, taste, mix, catalogue));
    }
  }
  return people;
}
