import { categories } from '#shared/categories.ts';
import { priceBandsFor, dayPartFor, type DeckPreferences } from '#shared/deck-preferences.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { boroughInSentence } from '#shared/nyc/boroughs.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

/**
 * The learned taste (docs/deck-ranking.md#the-taste-model): for every attribute value the person
 * met — category, borough, distance from where they go, price band, part of the day, weekday or
 * weekend, how far ahead, venue, performer — a decayed count of swipes and of likes, turned into
 * a log-odds weight against the person's own like rate. Built from the most recent swipes on
 * each request, so an undo, a re-swipe or a deleted account changes it exactly.
 */

/** What the model reads of an event. */
export interface EventTraits {
  category: string;
  borough: string | null;
  neighborhood: string | null;
  venue: string;
  performer: string | null;
  dayPart: number;
  band: number;
  weekend: boolean;
  /** Days between the moment the card is seen (or was swiped) and the start. */
  leadDays: number;
}

/** What the person picked on their first visit: categories they love and their home borough. */
export interface TasteSeeds {
  categories: readonly string[];
  borough: string | null;
}

export interface SwipeTraits extends EventTraits {
  action: SwipeAction;
  /** Days since the swipe. */
  ageDays: number;
}

/**
 * Attribute groups and how much each counts before the person's own swipes say otherwise
 * (`Taste.scale`): borough and distance share one signal.
 */
const GROUP_WEIGHT = { c: 1.2, b: 0.7, m: 0.7, p: 1, d: 1, w: 0.4, l: 0.9, v: 0.3, f: 0.3 };
export type Group = keyof typeof GROUP_WEIGHT;
export const GROUPS = Object.keys(GROUP_WEIGHT) as Group[];

/**
 * Each swipe counts this much less than the one after it: a new taste shows within a few, and a
 * pass 25 swipes back still counts a third, so a borough the deck stopped dealing because it was
 * passed is not forgotten (docs/deck-ranking.md#a-longer-memory-2026-11-27).
 */
export const SWIPE_DECAY = 0.96;
/** …and half as much a month later. */
const HALF_LIFE_DAYS = 30;
/** A "maybe" is half a like. */
const LABEL: Record<SwipeAction, number> = { liked: 1, maybe: 0.5, passed: 0 };
/** The like rate assumed before any swipe, and how many swipes' worth it weighs. */
export const PRIOR_RATE = 0.15;
const PRIOR_SWIPES = 4;
/** Pseudo-swipes a value needs before its own rate outweighs the person's overall rate. */
const VALUE_PRIOR = 1.2;
/** A profile preference or a first-visit pick counts as this many loved swipes of its value. */
const PREFERENCE_LIKES = 3;
/**
 * Until this many swipes the model knows little of the person: co-likers' loves stand in for
 * their own (below), pages are short and popularity is drawn (docs/deck-ranking.md#paging).
 */
export const LEARNING_SWIPES = 20;
/**
 * Co-likers' likes count as at most this many of the person's own swipes, all together, while the
 * person is new; their share falls to nothing by LEARNING_SWIPES swipes of their own. Past that,
 * their other loves only pull the taste towards what the person does not share with them
 * (docs/deck-ranking.md#the-taste-model); the co-liked events themselves still count.
 */
const NEIGHBOUR_SWIPES = 8;

const leadBucket = (days: number) => (days < 1.5 ? 0 : days < 7.5 ? 1 : days < 21 ? 2 : 3);
const distanceBucket = (miles: number) => (miles < 2 ? 0 : miles < 5 ? 1 : miles < 10 ? 2 : 3);

interface Count {
  likes: number;
  swipes: number;
}

export interface Taste {
  counts: Map<string, Count>;
  likes: number;
  swipes: number;
  /** How many swipes the model read, undecayed: how much it has seen of the person. */
  seen: number;
  /** Where the person goes: their home, else the centre of what they loved. */
  anchor: LatLng | null;
  /** Loves per category (undecayed, for the card's reason). */
  lovedByCategory: Map<string, number>;
  lovedByBorough: Map<string, number>;
  lovedVenues: Set<string>;
  lovedPerformers: Set<string>;
  prefs: DeckPreferences | undefined;
  seeds: TasteSeeds;
  /** Everyone's loves and swipes per value, over the candidates' counters. */
  population: Map<string, Count>;
  populationRate: number;
  /** `valueWeight` per value, kept until everyone's taste changes: a pool shares few values. */
  weights: Map<string, { weight: number; swipes: number }>;
  /** Each value's prior rate (`priorOf`), kept like `weights`. */
  priors: Map<string, number>;
  /** The swipes read, newest first: each one's values, its love (decayed) and its weight. */
  history: { values: { group: Group; key: string }[]; liked: number; weight: number }[];
  /** How much each group counts for this person, times GROUP_WEIGHT (`fitGroupScale`). */
  scale: Record<Group, number>;
}

const centroidOf = (neighborhood: string | null) =>
  neighborhood === null ? undefined : neighborhoodCentroids[neighborhood];

function keys(e: EventTraits, anchor: LatLng | null): [Group, string][] {
  const out: [Group, string][] = [
    ['c', e.category],
    ['b', e.borough ?? ''],
    ['p', String(e.band)],
    ['d', String(e.dayPart)],
    ['w', e.weekend ? '1' : '0'],
    ['l', String(leadBucket(e.leadDays))],
  ];
  const at = centroidOf(e.neighborhood);
  if (anchor && at) out.push(['m', String(distanceBucket(milesBetween(anchor, at)))]);
  if (e.venue) out.push(['v', e.venue]);
  if (e.performer) out.push(['f', e.performer]);
  return out;
}

function add(counts: Map<string, Count>, key: string, likes: number, swipes: number) {
  const c = counts.get(key) ?? { likes: 0, swipes: 0 };
  c.likes += likes;
  c.swipes += swipes;
  counts.set(key, c);
}

function anchorOf(swipes: readonly SwipeTraits[], prefs: DeckPreferences | undefined) {
  const home = prefs?.homeNeighborhood ? centroidOf(prefs.homeNeighborhood) : undefined;
  if (home) return home;
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const s of swipes) {
    const at = s.action === 'liked' ? centroidOf(s.neighborhood) : undefined;
    if (!at) continue;
    lat += at.lat;
    lng += at.lng;
    n += 1;
  }
  return n === 0 ? null : { lat: lat / n, lng: lng / n };
}

/**
 * The taste from the person's recent swipes (newest first), the likes of people who loved what
 * they loved (`neighbours`, each with how many likes it shares) and the profile's preferences.
 */
export function buildTaste(
  swipes: readonly SwipeTraits[],
  neighbours: readonly { traits: EventTraits | null; shared: number }[],
  prefs: DeckPreferences | undefined,
  seeds: TasteSeeds = { categories: [], borough: null },
): Taste {
  const anchor = anchorOf(swipes, prefs);
  const taste: Taste = {
    counts: new Map(),
    likes: 0,
    swipes: 0,
    seen: swipes.length,
    anchor,
    lovedByCategory: new Map(),
    lovedByBorough: new Map(),
    lovedVenues: new Set(),
    lovedPerformers: new Set(),
    prefs,
    seeds,
    population: new Map(),
    populationRate: PRIOR_RATE,
    weights: new Map(),
    priors: new Map(),
    history: [],
    scale: Object.fromEntries(GROUPS.map((group) => [group, 1])) as Record<Group, number>,
  };
  swipes.forEach((s, i) => {
    const weight = SWIPE_DECAY ** i * 0.5 ** (s.ageDays / HALF_LIFE_DAYS);
    const liked = LABEL[s.action] * weight;
    taste.likes += liked;
    taste.swipes += weight;
    const values = keys(s, anchor).map(([group, v]) => ({ group, key: `${group}:${v}` }));
    taste.history.push({ values, liked, weight });
    for (const { key } of values) add(taste.counts, key, liked, weight);
    if (s.action !== 'liked') return;
    taste.lovedByCategory.set(s.category, (taste.lovedByCategory.get(s.category) ?? 0) + 1);
    if (s.borough)
      taste.lovedByBorough.set(s.borough, (taste.lovedByBorough.get(s.borough) ?? 0) + 1);
    if (s.venue) taste.lovedVenues.add(s.venue);
    if (s.performer) taste.lovedPerformers.add(s.performer);
  });
  const shared = neighbours.reduce((sum, n) => sum + n.shared, 0);
  const lent = NEIGHBOUR_SWIPES * Math.max(0, 1 - swipes.length / LEARNING_SWIPES);
  const perShared = shared === 0 ? 0 : Math.min(1, lent / shared);
  for (const n of neighbours) {
    if (!n.traits) continue;
    const weight = perShared * n.shared;
    // Only the attributes people share with a group; their own venue or performer habits are not.
    for (const [g, v] of keys(n.traits, anchor)) {
      if (g === 'c' || g === 'b' || g === 'p' || g === 'd' || g === 'l') {
        add(taste.counts, `${g}:${v}`, weight, weight);
      }
    }
  }
  for (const category of seeds.categories) addPreference(taste, 'c', category);
  if (seeds.borough) addPreference(taste, 'b', seeds.borough);
  const time = prefs ? dayPartFor[prefs.preferredTime] : null;
  if (time !== null) addPreference(taste, 'd', String(time));
  for (const band of prefs ? priceBandsFor[prefs.priceRange] : []) {
    addPreference(taste, 'p', String(band));
  }
  return taste;
}

function addPreference(taste: Taste, group: Group, value: string) {
  add(taste.counts, `${group}:${value}`, PREFERENCE_LIKES, PREFERENCE_LIKES);
}

export const logit = (p: number) => Math.log(p / (1 - p));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Groups whose values everyone shares a taste for; venue, performer and distance are personal. */
const SHARED_GROUPS = new Set<Group>(['c', 'b', 'p', 'd', 'w', 'l']);
/** Everyone's swipes of a value count as this many before its own rate outweighs theirs. */
const POP_VALUE_PRIOR = 10;
/** Everyone's lift of a value counts fully for a new person… */
const POP_SHARE = 1;
/** …and fades as their own swipes add up: to half of that at eight (decayed) swipes. */
const POP_FADE_SWIPES = 8;

/** Adds everyone's loves and swipes of the candidates, per attribute value, to the taste. */
export function addPopulation(
  taste: Taste,
  rows: readonly (EventTraits & { likeCount: number; swipeCount: number })[],
) {
  let likes = 0;
  let swipes = 0;
  for (const r of rows) {
    const n = Math.max(r.swipeCount, r.likeCount);
    if (n === 0) continue;
    likes += r.likeCount;
    swipes += n;
    for (const [g, v] of keys(r, null)) {
      if (SHARED_GROUPS.has(g)) add(taste.population, `${g}:${v}`, r.likeCount, n);
    }
  }
  taste.populationRate = (likes + PRIOR_SWIPES * PRIOR_RATE) / (swipes + PRIOR_SWIPES);
  taste.weights.clear();
  taste.priors.clear();
}

/** How much more everyone loves a value than anything, pulled to zero while few swiped it. */
function populationLift(t: Taste, key: string) {
  const c = t.population.get(key);
  if (!c) return 0;
  const rate = (c.likes + POP_VALUE_PRIOR * t.populationRate) / (c.swipes + POP_VALUE_PRIOR);
  return logit(rate) - logit(t.populationRate);
}

/** The person's overall like rate, pulled towards PRIOR_RATE while they have few swipes. */
export const baseRate = (t: Taste) =>
  (t.likes + PRIOR_SWIPES * PRIOR_RATE) / (t.swipes + PRIOR_SWIPES);

export interface Scored {
  /** Log-odds of a like against the person's base rate. */
  score: number;
  /** How little the model knows about this card's attributes (0 = all well known). */
  uncertainty: number;
  /** The attribute group that lifts the card most, with its weight. */
  top: { group: Group; value: string; weight: number } | null;
  /** Beyond the travel distance the profile sets. */
  far: boolean;
}

/** How much one attribute value lifts (or sinks) a card, and how many swipes back it. */
export function valueWeight(t: Taste, group: Group, value: string) {
  const key = `${group}:${value}`;
  const known = t.weights.get(key);
  if (known) return known;
  const c = t.counts.get(key) ?? { likes: 0, swipes: 0 };
  const weight = {
    weight: t.scale[group] * weightOf(t, group, key, c.likes, c.swipes),
    swipes: c.swipes,
  };
  t.weights.set(key, weight);
  return weight;
}

/**
 * The weight a value would have, before the person's scale, if one of their swipes (a love of
 * `liked` out of `weight`) had not been made: what that swipe's values foretold of it.
 */
export function weightWithout(t: Taste, group: Group, key: string, liked: number, weight: number) {
  const c = t.counts.get(key) ?? { likes: 0, swipes: 0 };
  return weightOf(t, group, key, Math.max(0, c.likes - liked), Math.max(0, c.swipes - weight));
}

function weightOf(t: Taste, group: Group, key: string, likes: number, swipes: number) {
  const rate = (likes + VALUE_PRIOR * priorOf(t, key)) / (swipes + VALUE_PRIOR);
  return GROUP_WEIGHT[group] * (logit(rate) - logit(baseRate(t)));
}

/** The rate a value starts from: the person's own, leaning to everyone's while theirs is unknown. */
function priorOf(t: Taste, key: string) {
  let prior = t.priors.get(key);
  if (prior === undefined) {
    const share = (POP_SHARE * POP_FADE_SWIPES) / (POP_FADE_SWIPES + t.swipes);
    prior = sigmoid(logit(baseRate(t)) + share * populationLift(t, key));
    t.priors.set(key, prior);
  }
  return prior;
}

export function scoreTraits(t: Taste, e: EventTraits): Scored {
  let score = 0;
  let uncertainty = 0;
  let top: Scored['top'] = null;
  for (const [g, v] of keys(e, t.anchor)) {
    const { weight, swipes } = valueWeight(t, g, v);
    const c = { swipes };
    score += weight;
    if (g === 'c' || g === 'b' || g === 'p' || g === 'd')
      uncertainty += 1 / Math.sqrt(1 + c.swipes);
    if (weight > 0.3 && (!top || weight > top.weight)) top = { group: g, value: v, weight };
  }
  const home = t.prefs?.homeNeighborhood ? centroidOf(t.prefs.homeNeighborhood) : undefined;
  const at = centroidOf(e.neighborhood);
  const far =
    home !== undefined &&
    at !== undefined &&
    t.prefs?.maxDistanceMiles != null &&
    milesBetween(home, at) > t.prefs.maxDistanceMiles;
  return { score, uncertainty, top, far };
}

const categoryLabel = (id: string) => categories.find((c) => c.id === id)?.label ?? id;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A short, true sentence for why the model lifted the card. */
export function tasteReason(t: Taste, top: NonNullable<Scored['top']>): string | null {
  switch (top.group) {
    case 'c': {
      const n = t.lovedByCategory.get(top.value) ?? 0;
      if (n > 0)
        return `Because you loved ${plural(n, `${categoryLabel(top.value)} event`, `${categoryLabel(top.value)} events`)}`;
      return t.seeds.categories.includes(top.value)
        ? `Because you picked ${categoryLabel(top.value)}`
        : null;
    }
    case 'b': {
      const n = t.lovedByBorough.get(top.value) ?? 0;
      const where = boroughInSentence(top.value);
      if (n > 0) return `Because you loved ${plural(n, 'event', 'events')} in ${where}`;
      return t.seeds.borough === top.value ? `In ${where}, your home borough` : null;
    }
    case 'm':
      return 'Close to where you go';
    case 'p':
      return 'In the price range you go for';
    case 'd':
      return 'At the time of day you go out';
    case 'w':
      return top.value === '1' ? 'On a weekend, as you like' : 'On a weekday, as you like';
    case 'l':
      return 'As far ahead as you like to plan';
    case 'v':
      return t.lovedVenues.has(top.value) ? `You loved an event at ${top.value}` : null;
    case 'f':
      return t.lovedPerformers.has(top.value) ? `You loved ${top.value} before` : null;
  }
}
