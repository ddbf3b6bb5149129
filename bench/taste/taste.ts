import type { Borough } from '#shared/nyc/boroughs.ts';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import type { CatalogueEvent } from './catalogue.ts';
import { sigmoid } from './draws.ts';

/** A lift in log-odds per name (of a sub-genre, a performer, a venue); a name not there is 0. */
export type Lifts = Readonly<Record<string, number>>;

export interface Distance {
  home: string;
  borough: Borough;
  at: LatLng;
  /**
   * decay: −strength per mile; cutoff: −strength past about `miles` (a soft edge); river:
   * −strength outside the home borough.
   */
  kind: 'decay' | 'cutoff' | 'river';
  strength: number;
  miles: number;
  /** Only Monday–Thursday evenings: "won't cross the river on a weeknight". */
  weeknightsOnly: boolean;
}

export type Rhythm = 'weekend' | 'after-work' | 'daytime' | 'night-owl';

/**
 * A person's hidden taste: the components the person has (the rest are null or empty) with their
 * strengths in log-odds. The intercept lives with the person (people.ts), fitted to a base rate.
 */
export interface Taste {
  subGenres: Lifts;
  performers: Lifts;
  venues: Lifts;
  hated: { category: string; strength: number } | null;
  distance: Distance | null;
  /** −perLog × ln(1 + dollars), and −cliff above the budget when there is one. */
  price: { perLog: number; budget: number | null; cliff: number } | null;
  rhythm: { kind: Rhythm; strength: number } | null;
  lead: { kind: 'plan-ahead' | 'tonight'; strength: number } | null;
  /** How much the event's own pull (`appeal`) sways them. */
  buzz: number;
  /** Log-odds lost per card of the same sub-genre loved among the last RECENT swipes; 0: none. */
  variety: number;
  /** From swipe `at` (0-based) the sub-genres and performers they love are these instead. */
  drift: { at: number; subGenres: Lifts; performers: Lifts } | null;
  /** The chance of a "maybe" for a card of middling chance they did not love. */
  maybe: number;
}

/** One swipe as the variety term reads it. */
export interface Swiped {
  event: CatalogueEvent;
  loved: boolean;
}

/** How many of the latest swipes a variety seeker remembers. */
export const RECENT = 5;
/** A card of the same category but another sub-genre tires them this much as one of the same. */
const SAME_CATEGORY_SHARE = 0.4;

const clamp = (x: number) => Math.max(-1, Math.min(1, x));

export const isWeeknight = (e: CatalogueEvent) => e.start.weekday <= 4 && e.start.hour >= 17;
/** Friday evening already counts as the weekend. */
const isWeekendish = (e: CatalogueEvent) =>
  e.weekend || (e.start.weekday === 5 && e.start.hour >= 17);

function distanceLift(d: Distance, e: CatalogueEvent): number {
  if (d.weeknightsOnly && !isWeeknight(e)) return 0;
  if (d.kind === 'river') return e.venue.borough === d.borough ? 0 : -d.strength;
  const miles = milesBetween(d.at, e.venue.at);
  if (d.kind === 'decay') return -d.strength * miles;
  return -d.strength * sigmoid((miles - d.miles) / 0.5);
}

function rhythmLift(kind: Rhythm, e: CatalogueEvent): number {
  const hour = e.start.hour;
  switch (kind) {
    case 'weekend':
      return isWeekendish(e) ? 0 : -1;
    case 'after-work':
      if (e.weekend) return 0;
      return hour >= 18 && hour <= 22 ? 1 : hour < 17 ? -1 : 0;
    case 'daytime':
      return hour < 17 ? 0.5 : hour >= 19 ? -0.5 : 0;
    case 'night-owl':
      return hour >= 21 ? 0.6 : hour < 17 ? -0.6 : 0;
  }
}

/** Tonight: +1 tomorrow, 0 at four days, −1 from a week. Plan ahead: −1 tomorrow, +1 from 20 days. */
const leadLift = (kind: 'plan-ahead' | 'tonight', days: number) =>
  kind === 'tonight' ? clamp(1 - (days - 1) / 3) : clamp((days - 10) / 10);

/**
 * The taste's log-odds for `e` at swipe `at` (0-based, for drift), without the intercept and
 * without the variety term.
 */
export function tasteLogit(t: Taste, e: CatalogueEvent, at: number): number {
  const drifted = t.drift !== null && at >= t.drift.at;
  const subGenres = drifted ? t.drift!.subGenres : t.subGenres;
  const performers = drifted ? t.drift!.performers : t.performers;
  let x = (subGenres[e.subGenre] ?? 0) + (t.venues[e.venue.name] ?? 0) + t.buzz * e.appeal;
  if (e.performer !== null) x += performers[e.performer] ?? 0;
  if (t.hated && e.category === t.hated.category) x -= t.hated.strength;
  if (t.distance) x += distanceLift(t.distance, e);
  if (t.price) {
    x -= t.price.perLog * Math.log1p(e.price);
    if (t.price.budget !== null && e.price > t.price.budget) x -= t.price.cliff;
  }
  if (t.rhythm) x += t.rhythm.strength * rhythmLift(t.rhythm.kind, e);
  if (t.lead) x += t.lead.strength * leadLift(t.lead.kind, e.daysAhead);
  return x;
}

/** What a variety seeker's recent loves take off `e`: the same sub-genre most, its category less. */
export function varietyLift(t: Taste, e: CatalogueEvent, recent: readonly Swiped[]): number {
  if (t.variety === 0) return 0;
  let tired = 0;
  for (const s of recent.slice(-RECENT)) {
    if (!s.loved) continue;
    if (s.event.subGenre === e.subGenre) tired += 1;
    else if (s.event.category === e.category) tired += SAME_CATEGORY_SHARE;
  }
  return tired === 0 ? 0 : -t.variety * tired;
}
