import { broadAppeal } from './broad-appeal.ts';
import type { CandidateRow } from './candidate-pool.ts';
import type { Candidate } from './rerank.ts';
import { logit, PRIOR_RATE, scoreTraits, type Taste } from './taste-model.ts';

/** The popularity prior: the like rate over PRIOR_RATE, as if POP_PRIOR_SWIPES swipes had it. */
const POP_PRIOR_SWIPES = 6;
function popularity(c: Pick<CandidateRow, 'likeCount' | 'swipeCount'>) {
  // Likes counted before swipes were (or loaded from elsewhere) read as all loves, never above.
  const swipes = Math.max(c.swipeCount, c.likeCount);
  return (
    logit((c.likeCount + POP_PRIOR_SWIPES * PRIOR_RATE) / (swipes + POP_PRIOR_SWIPES)) -
    logit(PRIOR_RATE)
  );
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
  parts: { taste: ReturnType<typeof scoreTraits>; pop: number; colike: number };
}

/**
 * One candidate's score: the person's taste, popularity, co-likes, how soon it is and, while the
 * deck knows little about the person, its broad appeal.
 */
export function scoreCandidate(
  taste: Taste,
  row: CandidateRow,
  colike: ReadonlyMap<number, number>,
): Ranked {
  const t = scoreTraits(taste, row);
  const pop = POP_WEIGHT * popularity(row);
  const co = COLIKE_WEIGHT * Math.log1p(colike.get(row.id) ?? 0);
  const appeal = broadAppeal(row, taste.seen, (taste.prefs?.priceRange ?? 'any') !== 'any');
  const value =
    t.score +
    pop +
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
    parts: { taste: t, pop, colike: co },
  };
}
