import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { PRICES, TASTE_CATEGORIES, type CatalogueEvent, type DayPart } from './catalogue.ts';
import { pick, pickDistinct, seededRandom } from '../random.ts';

/** How strongly each attribute sways a person (logit units); one setting per hidden-taste world. */
export interface TasteSetting {
  name: string;
  category: number;
  borough: number;
  price: number;
  dayPart: number;
  soon: number;
}

/**
 * Three worlds that weigh the attributes differently, so a ranking tuned to one (say, only
 * categories) shows up as a miss in the others.
 */
export const TASTE_SETTINGS: readonly TasteSetting[] = [
  { name: 'categories lead', category: 3, borough: 0.8, price: 0.8, dayPart: 0.6, soon: 0.4 },
  { name: 'place and price lead', category: 1, borough: 2.5, price: 2, dayPart: 0.6, soon: 0.4 },
  { name: 'time leads', category: 1, borough: 0.6, price: 0.6, dayPart: 2.5, soon: 2 },
];

/** A group's shared hidden taste; its members vary a little around it. */
interface GroupTaste {
  favourites: string[];
  home: Borough;
  /** The most they pay without hesitating. */
  priceLimit: number;
  dayPart: DayPart;
}

export interface Person {
  name: string;
  group: number;
  member: number;
  /** Joins once the first members have swiped (the cold start of a product in use). */
  later: boolean;
  taste: GroupTaste;
  weights: TasteSetting;
  /** The chance this person loves `event`: fixed, so baselines and the deck are judged alike. */
  likeChance: (event: CatalogueEvent) => number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** One member of a group: they weigh things 80–120 % as strongly as the group. */
function member(
  random: () => number,
  setting: TasteSetting,
  taste: GroupTaste,
  at: { group: number; member: number; later: boolean },
): Person {
  const jitter = () => 0.8 + 0.4 * random();
  const weights: TasteSetting = {
    ...setting,
    category: setting.category * jitter(),
    borough: setting.borough * jitter(),
    price: setting.price * jitter(),
    dayPart: setting.dayPart * jitter(),
    soon: setting.soon * jitter(),
  };
  // A base that leaves about one in ten random cards loved.
  const base = -2.2 - (weights.category + weights.borough + weights.price + weights.dayPart) / 2;
  return {
    name: `g${at.group}-m${at.member}`,
    ...at,
    taste,
    weights,
    likeChance: (e) =>
      sigmoid(
        base +
          weights.category * (taste.favourites.includes(e.category) ? 1.6 : 0) +
          weights.borough * (e.borough === taste.home ? 1 : 0) +
          weights.price * (e.price <= taste.priceLimit ? 1 : 0) +
          weights.dayPart * (e.dayPart === taste.dayPart ? 1 : 0) +
          weights.soon * (e.daysAhead <= 7 ? 1 : 0),
      ),
  };
}

/**
 * `perGroup` members of each group who start together, then `later` more of each who join once
 * they have swiped. The later ones are drawn last, so a seed's first members are the same
 * whatever `later` is.
 */
export function makePeople(
  seed: number,
  setting: TasteSetting,
  size: { groups: number; perGroup: number; later: number },
): Person[] {
  const random = seededRandom(seed);
  const people: Person[] = [];
  const tastes: GroupTaste[] = [];
  for (let group = 0; group < size.groups; group += 1) {
    const taste: GroupTaste = {
      favourites: pickDistinct(random, TASTE_CATEGORIES, 2),
      home: pick(random, boroughs.slice(0, 3)),
      priceLimit: pick(random, PRICES.slice(0, 4)),
      dayPart: random() < 0.5 ? 'evening' : 'daytime',
    };
    tastes.push(taste);
    for (let m = 0; m < size.perGroup; m += 1) {
      people.push(member(random, setting, taste, { group, member: m, later: false }));
    }
  }
  for (const [group, taste] of tastes.entries()) {
    for (let m = size.perGroup; m < size.perGroup + size.later; m += 1) {
      people.push(member(random, setting, taste, { group, member: m, later: true }));
    }
  }
  return people;
}
