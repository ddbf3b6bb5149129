import type { Db } from '#server/db/client.ts';
import type { EventRow } from '#server/events/event-row.ts';
import { categoryIds } from '#shared/categories.ts';
import { boroughInSentence } from '#shared/nyc/boroughs.ts';
import { deckCursorText, type DeckCursor } from '#shared/schemas/events.ts';
import { candidatePool } from './deck/candidate-pool.ts';
import { coLikes, recentSwipes, savedTaste } from './deck/deck-queries.ts';
import { dealPage } from './deck/deal-page.ts';
import { rerank, seededRandom, type Pick } from './deck/rerank.ts';
import { scoreCandidate, type Ranked } from './deck/card-score.ts';
import { fitGroupScale } from './deck/group-scale.ts';
import { popularityDraw } from './deck/popularity-draw.ts';
import { walksFor } from './deck/walks.ts';
import {
  addPopulation,
  buildTaste,
  LEARNING_SWIPES,
  tasteReason,
  type Taste,
} from './deck/taste-model.ts';

/** The categories a deck filter selects: the chosen ones, or every one when none is chosen. */
export function categoriesFor(filter: string[]): string[] {
  return filter.length === 0 ? [...categoryIds] : categoryIds.filter((c) => filter.includes(c));
}

export interface DeckPage {
  rows: (EventRow & { reason: string })[];
  /** Cursor for the rest of the pass, when the page was full. */
  nextCursor: string | undefined;
}

/**
 * Pages are short while the model knows little, so each next page already uses the last few
 * swipes (docs/deck-ranking.md#paging); the app asks again when it runs low.
 */
export function pageSizeFor(swipes: number, limit: number): number {
  return Math.min(limit, swipes < LEARNING_SWIPES ? 4 : 6);
}

const REASONS = {
  explore: 'Something new for you',
  colike: 'Loved by people with your taste',
  far: 'A little farther than you usually go',
};

function reasonFor(taste: Taste, r: Ranked, pick: Pick): string {
  if (pick === 'explore') return REASONS.explore;
  if (pick === 'tonight')
    return r.row.leadDays < 1 ? 'Happening soon: today' : 'Coming up tomorrow';
  const { taste: t, pop, colike } = r.parts;
  if (t.far) return REASONS.far;
  // Co-likes single out this very event; the person's own taste lifts whole kinds of them.
  if (colike > 0.3) return REASONS.colike;
  const own = t.top ? tasteReason(taste, t.top) : null;
  if (own) return own;
  if (pop > 0.3)
    return r.row.borough ? `Popular in ${boroughInSentence(r.row.borough)}` : 'Popular right now';
  return r.row.leadDays < 7 ? 'Coming up this week' : 'Something to plan ahead for';
}

/**
 * The person's next cards (docs/deck-ranking.md): a taste model from their latest swipes, the
 * likes of people who loved what they loved and the profile preferences scores a bounded pool of
 * candidates drawn by index walks; the page is then picked with exploration, variety and a fair
 * share for tonight and tomorrow. Each page re-ranks with the newest swipes; the pass leaves out
 * what it already dealt, so it never repeats or skips a card however the taste moves.
 */
export async function unseenEvents(
  db: Db,
  opts: { userId: string; limit: number; categories: string[]; cursor?: DeckCursor | undefined },
): Promise<DeckPage> {
  const cats = categoriesFor(opts.categories);
  const { cursor, userId } = opts;
  const [swipes, co, saved] = await Promise.all([
    recentSwipes(db, userId),
    coLikes(db, userId),
    savedTaste(db, userId),
  ]);
  // A pass keeps the preferences it began with (docs/deck-ranking.md#paging).
  const prefs = cursor ? cursor.prefs : saved.prefs;
  const seeds = saved.seeds;
  const taste = buildTaste(swipes, co, prefs, seeds);
  const size = pageSizeFor(swipes.length, opts.limit);
  const passMs = cursor?.passMs ?? Date.now();
  const pool = await candidatePool(db, {
    userId,
    passMs,
    cats,
    walks: walksFor(taste, cats, size, co),
  });
  addPopulation(taste, pool);
  fitGroupScale(taste);
  const colike = new Map(co.map((c) => [c.id, c.shared]));
  // A new person's popularity is drawn (docs/deck-ranking.md#signals-from-other-people) while
  // their pages are short; past that their own taste leads and the deck keeps one plain order.
  const drawn = swipes.length < LEARNING_SWIPES;
  const ranked = pool.map((row) =>
    scoreCandidate(taste, row, colike, drawn ? popularityDraw(userId, passMs, row.id) : 0),
  );
  const dealt = cursor?.dealt ?? 0;
  const { picks, history } = rerank(ranked, size, cursor?.history ?? { recent: [], sinceSoon: 0 }, {
    random: seededRandom(`${userId}:${dealt}:${swipes.length}`),
  });
  const ids = picks.map((p) => p.candidate.id);
  const byId = await dealPage(db, { userId, passMs, ids, firstPage: !cursor });
  const rows = picks.flatMap(({ candidate, pick }) => {
    const row = byId.get(candidate.id);
    return row ? [{ ...row, reason: reasonFor(taste, candidate, pick) }] : [];
  });
  const nextCursor =
    picks.length === size
      ? deckCursorText({ passMs, dealt: dealt + picks.length, history }, prefs)
      : undefined;
  return { rows, nextCursor };
}
