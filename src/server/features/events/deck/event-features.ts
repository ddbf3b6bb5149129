import { priceBandOf } from '#shared/deck-preferences.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import { eventWords } from './event-words.ts';
import type { Feature } from './probit-model.ts';

/** What the taste model reads of an event, as seen at one moment (a swipe, or a deck page). */
export interface EventFacts {
  category: string;
  borough: string | null;
  neighborhood: string | null;
  venue: string;
  performer: string | null;
  title: string;
  /** The description's opening (event-traits.ts reads a bounded prefix). */
  description: string;
  /** Cheapest ticket; null when unknown. */
  priceCents: number | null;
  dayPart: number;
  /** 0 Sunday … 6 Saturday, in New York. */
  weekday: number;
  weekend: boolean;
  allDay: boolean;
  /** Runs over more than one day. */
  multiDay: boolean;
  /** Days between the moment it is seen (or was swiped) and the start. */
  leadDays: number;
  /** How much more than an unknown event everyone loves it (`popularityOf`). */
  popularity: number;
  /** Likes it shares with the person's co-likers (deck-queries.ts `coLikes`), 0 when none. */
  coLikes: number;
}

/** The like rate an event nobody swiped is assumed to have, and how many swipes that weighs. */
const BASE_RATE = 0.15;
const RATE_SWIPES = 6;
const logit = (p: number) => Math.log(p / (1 - p));

/** How much more than an unknown event everyone loves it, in log-odds, pulled in while few swiped. */
export function popularityOf(likes: number, swipes: number): number {
  const n = Math.max(swipes, likes);
  return logit((likes + RATE_SWIPES * BASE_RATE) / (n + RATE_SWIPES)) - logit(BASE_RATE);
}

const leadBucket = (d: number) => (d < 1 ? 0 : d < 2 ? 1 : d < 4 ? 2 : d < 8 ? 3 : d < 16 ? 4 : 5);
/**
 * Miles from where the person goes, in bands (one-hot, not a number: a numeric feature's
 * uncertainty grows with its value, and the deck would explore the farthest cards first).
 */
const milesBucket = (m: number) => (m < 1 ? 0 : m < 2 ? 1 : m < 4 ? 2 : m < 8 ? 3 : 4);

export const centroidOf = (neighborhood: string | null): LatLng | undefined =>
  neighborhood === null ? undefined : neighborhoodCentroids[neighborhood];

/**
 * The event as the model's feature vector (docs/deck-ranking.md#features): one-hot values for
 * what it is (category, words, performer, venue), where (borough, neighborhood, miles from where
 * the person goes, and those miles on a weeknight), when (part of the day, weekday, weekend ×
 * part of the day, days ahead, all-day, multi-day), what it costs (its price band) and what others made of it. Words share one unit of length between them, so a long
 * title counts no more than a short one.
 */
export function featuresOf(e: EventFacts, anchor: LatLng | null): Feature[] {
  const out: Feature[] = [
    { key: 'bias', x: 1 },
    { key: `c:${e.category}`, x: 1 },
    { key: `dp:${e.dayPart}`, x: 1 },
    { key: `dow:${e.weekday}`, x: 1 },
    { key: `we:${e.weekend ? 1 : 0}:${e.dayPart}`, x: 1 },
    { key: `ld:${leadBucket(e.leadDays)}`, x: 1 },
  ];
  // An unknown place is a value of its own, so a card the model cannot place is weighed (and
  // its uncertainty counted) like any other.
  out.push({ key: `b:${e.borough ?? '?'}`, x: 1 });
  out.push({ key: `h:${e.neighborhood ?? '?'}`, x: 1 });
  if (e.venue) out.push({ key: `v:${e.venue.toLowerCase()}`, x: 1 });
  if (e.performer) out.push({ key: `f:${e.performer.toLowerCase()}`, x: 1 });
  out.push({ key: `pb:${priceBandOf(e.priceCents)}`, x: 1 });
  if (e.allDay) out.push({ key: 'allday', x: 1 });
  if (e.multiDay) out.push({ key: 'multiday', x: 1 });
  const words = eventWords(e.title, e.description);
  for (const w of words) out.push({ key: `w:${w}`, x: 1 / Math.sqrt(words.length) });
  if (anchor) {
    const at = centroidOf(e.neighborhood);
    const bucket = at ? String(milesBucket(milesBetween(anchor, at))) : '?';
    out.push({ key: `mb:${bucket}`, x: 1 });
    // The same miles on a weekend and on a weeknight: some go far only on weekends.
    out.push({ key: `mbw:${bucket}:${e.weekend ? 1 : 0}`, x: 1 });
  }
  out.push({ key: 'pop', x: e.popularity });
  if (e.coLikes > 0) out.push({ key: 'co', x: Math.log1p(e.coLikes) });
  return out;
}
