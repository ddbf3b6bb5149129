import type { DeckPreferences } from '#shared/deck-preferences.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import { centroidOf, featuresOf } from './event-features.ts';
import type { CandidateRow } from './candidate-pool.ts';
import { weightOf, type PriorOf } from './probit-model.ts';
import type { Candidate } from './rerank.ts';
import { anchorOf, type TasteState } from './taste-state.ts';
import { TASTE_SETTINGS } from './taste-settings.ts';

/** Beyond the travel distance the profile sets: after every card within it. */
const FAR_PENALTY = 50;

/** The feature that lifts a card most for this person, for the card's reason. */
export interface Lift {
  key: string;
  /** Its share of the card's expected score. */
  lift: number;
  /** The person's loves of cards that had it. */
  loves: number;
}

export interface Ranked extends Candidate {
  row: CandidateRow;
  /** Likes it shares with the person's co-likers. */
  coLikes: number;
  /** The features that lift it, most first: the reason tells of the first it can. */
  lifts: Lift[];
  far: boolean;
}

/** Features that say nothing a person would recognise as their own taste. */
const UNTOLD = new Set(['bias', 'pop', 'allday', 'multiday']);

/**
 * Scores the pool for one page by an upper confidence bound (LinUCB, Li et al. 2010; decision
 * 020): each card's expected score under the person's posterior plus `exploration` standard
 * deviations of it. A card whose features the model knows little of is lifted by its
 * uncertainty, so the deck explores as much as the model is unsure, and no more; the page stays
 * one deterministic order for one model.
 */
export function scorePool(
  taste: TasteState,
  prior: PriorOf,
  pool: readonly CandidateRow[],
  o: {
    colike: ReadonlyMap<number, number>;
    prefs: DeckPreferences | undefined;
  },
): Ranked[] {
  const home = o.prefs?.homeNeighborhood ? centroidOf(o.prefs.homeNeighborhood) : undefined;
  const anchor = anchorOf(taste, home);
  const known = new Map<string, ReturnType<typeof weightOf>>();
  const weight = (key: string) => {
    let w = known.get(key);
    if (!w) {
      w = weightOf(taste.model, prior, key, TASTE_SETTINGS);
      known.set(key, w);
    }
    return w;
  };
  const maxMiles = o.prefs?.maxDistanceMiles ?? null;
  return pool.map((row) => {
    const coLikes = o.colike.get(row.id) ?? 0;
    const features = featuresOf({ ...row, coLikes }, anchor);
    let variance = 0;
    let mean = 0;
    const lifts: Lift[] = [];
    for (const f of features) {
      const w = weight(f.key);
      variance += f.x * f.x * w.variance;
      mean += f.x * w.mean;
      const lift = f.x * w.mean;
      if (lift > 0 && !UNTOLD.has(f.key)) lifts.push({ key: f.key, lift, loves: w.loves });
    }
    lifts.sort((a, b) => b.lift - a.lift);
    const at = centroidOf(row.neighborhood);
    const far =
      home !== undefined &&
      at !== undefined &&
      maxMiles !== null &&
      milesBetween(home, at) > maxMiles;
    const penalty = far ? FAR_PENALTY : 0;
    return {
      id: row.id,
      category: row.category,
      score: mean + TASTE_SETTINGS.exploration * Math.sqrt(variance) - penalty,
      mean: mean - penalty,
      soon: row.soon,
      row,
      coLikes,
      lifts,
      far,
    };
  });
}
