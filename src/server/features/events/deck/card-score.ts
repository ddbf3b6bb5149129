import { broadAppeal } from './broad-appeal.ts';
import type { CandidateRow } from './candidate-pool.ts';
import type { Candidate } from './rerank.ts';
import { logit, PRIOR_RATE, scoreTraits, type Taste } from './taste-model.ts';

/** The popularity prior: the like rate over PRIOR_RATE, as if POP_PRIOR_SWIPES swipes had it. */
const POP_PRIOR_SWIPES = 6;
/**
 * A draw never strays further than this many standard deviations: one unlucky draw must not bury
 * an event nearly everyone loved, nor lift one nearly everyone passed over it.
 */
const MAX_DRAW = 2.5;

/**
 * The popularity of an event for one person (docs/deck-ranking.md#signals-from-other-people): its
 * like rate drawn from what is known of it (Thompson sampling, on the log-odds scale), against
 * PRIOR_RATE. An event few have seen gets a wide draw, so new events get seen and each new person's
 * first cards differ, which teaches everyone's signals more; one many have swiped is drawn close
 * to its rate. `z` is a standard normal draw, fixed per person, hour and event (`popularityDraw`).
 * `mean` is the rate itself, which the card's reason reads.
 */
export function popularity(c: Pick<CandidateRow, 'likeCount' | 'swipeCount'>, z: number) {
  // Likes counted before swipes were (or loaded from elsewhere) read as all loves, never above.
  const swipes = Math.max(c.swipeCount, c.likeCount);
  const loved = c.likeCount + POP_PRIOR_SWIPES * PRIOR_RATE;
  const passed = swipes - c.likeCount + POP_PRIOR_SWIPES * (1 - PRIOR_RATE);
  const mean = Math.log(loved / passed) - logit(PRIOR_RATE);
  const spread = Math.sqrt(1 / loved + 1 / passed);
  return { mean, drawn: mean + Math.max(-MAX_DRAW, Math.min(MAX_DRAW, z)) * spread };
}

/** Weights of the other signals beside the person's own taste (log-odds units). */
const POP_WEIGHT = 0.7;
const COLIKE_WEIGHT = 0.6;
/** Sooner is a little better: the deck is about going out, and unknown cards tie on it. */
const SOONER_WEIGHT = 0.2;
/** Beyond the travel distance: after every card within it. */
const FAR_PENALTY = 50;

export interface Ranked extends Candidate {
  row: CandidateRow;
  /** `pop` is the popularity's expected share, not this person's draw of it. */
  parts: { taste: ReturnType<typeof scoreTraits>; pop: number; colike: number };
}

/**
 * One candidate's score: the person's taste, popularity (with `draw`, see `popularity`),
 * co-likes, how soon it is and, while the deck knows little about the person, its broad appeal.
 */
export function scoreCandidate(
  taste: Taste,
  row: CandidateRow,
  colike: ReadonlyMap<number, number>,
  draw: number,
): Ranked {
  const t = scoreTraits(taste, row);
  const { mean, drawn } = popularity(row, draw);
  const co = COLIKE_WEIGHT * Math.log1p(colike.get(row.id) ?? 0);
  const appeal = broadAppeal(row, taste.seen, (taste.prefs?.priceRange ?? 'any') !== 'any');
  const value =
    t.score +
    POP_WEIGHT * drawn +
    co +
    appeal -
    SOONER_WEIGHT * Math.log1p(row.leadDays) -
    (t.far ? FAR_PENALTY : 0);
  return {
    id: row.id,
    category: row.category,
    score: value,
    uncertainty: t.uncertainty,
    soon: row.soon,
    row,
    parts: { taste: t, pop: POP_WEIGHT * mean, colike: co },
  };
}
