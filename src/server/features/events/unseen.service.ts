import type { Db } from '#server/db/client.ts';
import type { EventRow } from '#server/events/event-row.ts';
import { categoryIds } from '#shared/categories.ts';
import { dayPartFor, priceBandsFor } from '#shared/deck-preferences.ts';
import { boroughInSentence } from '#shared/nyc/boroughs.ts';
import { deckCursorText, type DeckCursor } from '#shared/schemas/events.ts';
import { candidatePool } from './deck/candidate-pool.ts';
import { centroidOf } from './deck/event-features.ts';
import { scorePool, type Ranked } from './deck/card-score.ts';
import { coLikes, savedTaste } from './deck/deck-queries.ts';
import { dealPage } from './deck/deal-page.ts';
import { personalPrior } from './deck/population-model.ts';
import type { PopulationSource } from './deck/population-store.ts';
import { rerank, type Pick } from './deck/rerank.ts';
import { tasteReason } from './deck/taste-reason.ts';
import { anchorOf, withPreferences, type TasteStart, type TasteState } from './deck/taste-state.ts';
import { loadTaste } from './deck/taste-store.ts';
import { TASTE_SETTINGS } from './deck/taste-settings.ts';
import { walksFor } from './deck/walks.ts';

/** The categories a deck filter selects: the chosen ones, or every one when none is chosen. */
export function categoriesFor(filter: string[]): string[] {
  return filter.length === 0 ? [...categoryIds] : categoryIds.filter((c) => filter.includes(c));
}

export interface DeckPage {
  rows: (EventRow & { reason: string })[];
  /** Cursor for the rest of the pass, when the page was full. */
  nextCursor: string | undefined;
}

/** Until this many swipes the model knows little of the person: pages are short. */
export const LEARNING_SWIPES = 20;

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

function reasonFor(
  taste: TasteState,
  start: TasteStart,
  home: string | null,
  r: Ranked,
  pick: Pick,
): string {
  if (pick === 'tonight')
    return r.row.leadDays < 1 ? 'Happening soon: today' : 'Coming up tomorrow';
  if (r.far) return REASONS.far;
  // A card the bound chose for its co-likes is there for them, whether or not the model is sure of
  // them yet.
  if (pick === 'explore') return r.coLikes > 0 ? REASONS.colike : REASONS.explore;
  const own = tasteReason(r.lifts, {
    row: r.row,
    start,
    anchor: anchorOf(taste, centroidOf(home) ?? null),
    home,
  });
  if (own) return own;
  if (r.coLikes > 0) return REASONS.colike;
  if (r.row.popularity > 0.5)
    return r.row.borough ? `Popular in ${boroughInSentence(r.row.borough)}` : 'Popular right now';
  return r.row.leadDays < 7 ? 'Coming up this week' : 'Something to plan ahead for';
}

/**
 * The person's next cards (docs/deck-ranking.md): their stored taste model (everyone's model as
 * its prior) scores a bounded pool of candidates drawn by index walks, each card lifted by
 * how unsure the model is of it (an upper confidence bound); the page is then picked with variety and a fair share
 * for tonight and tomorrow. Each page re-ranks with the newest model; the pass leaves out what it
 * already dealt, so it never repeats or skips a card however the taste moves.
 */
export async function unseenEvents(
  db: Db,
  population: PopulationSource,
  opts: { userId: string; limit: number; categories: string[]; cursor?: DeckCursor | undefined },
): Promise<DeckPage> {
  const cats = categoriesFor(opts.categories);
  const { cursor, userId } = opts;
  const [saved, co, everyone] = await Promise.all([
    savedTaste(db, userId),
    coLikes(db, userId),
    population.current(),
  ]);
  const prior = personalPrior(everyone, TASTE_SETTINGS);
  const stored = await loadTaste(db, userId, prior, saved.start);
  // A pass keeps the preferences it began with (docs/deck-ranking.md#paging).
  const prefs = cursor ? cursor.prefs : saved.prefs;
  const taste = withPreferences(
    stored,
    {
      dayPart: prefs ? dayPartFor[prefs.preferredTime] : null,
      priceBands: prefs ? priceBandsFor[prefs.priceRange] : [],
    },
    prior,
    TASTE_SETTINGS,
  );
  const home = prefs?.homeNeighborhood ?? null;
  const size = pageSizeFor(taste.swipes, opts.limit);
  const passMs = cursor?.passMs ?? Date.now();
  const pool = await candidatePool(db, {
    userId,
    passMs,
    cats,
    walks: walksFor(taste, prior, cats, size, co),
  });
  const colike = new Map(co.map((c) => [c.id, c.shared]));
  const dealt = cursor?.dealt ?? 0;
  const ranked = scorePool(taste, prior, pool, { colike, prefs });
  const { picks, history } = rerank(ranked, size, cursor?.history ?? { recent: [], sinceSoon: 0 });
  const ids = picks.map((p) => p.candidate.id);
  const byId = await dealPage(db, {
    userId,
    passMs,
    ids,
    coLikes: ids.map((id) => colike.get(id) ?? 0),
    firstPage: !cursor,
  });
  const rows = picks.flatMap(({ candidate, pick }) => {
    const row = byId.get(candidate.id);
    return row ? [{ ...row, reason: reasonFor(taste, saved.start, home, candidate, pick) }] : [];
  });
  const nextCursor =
    picks.length === size
      ? deckCursorText({ passMs, dealt: dealt + picks.length, history }, prefs)
      : undefined;
  return { rows, nextCursor };
}
