import type { Db } from '#server/db/client.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { unseenEvents, type DeckPage } from '#server/features/events/unseen.service.ts';
import { servedDeckPageSchema, UNSEEN_DEFAULT_LIMIT } from '#shared/schemas/events.ts';

/** A deck page's cards as GET /api/events/unseen sends them, each with why it was dealt. */
export function deckCards(page: DeckPage) {
  return page.rows.map((row) => ({ ...eventPresenter.card(row), reason: row.reason }));
}

/**
 * The page the deck asks for first (every category, from the start, the default size), for the
 * server to write into the deck's page: the first card then waits for the code alone
 * (docs/ARCHITECTURE.md#first-card). Parsed with the schema the app reads it with, so it is the
 * same data the route would send.
 */
export async function servedDeckPage(db: Db, userId: string) {
  const page = await unseenEvents(db, { userId, limit: UNSEEN_DEFAULT_LIMIT, categories: [] });
  return servedDeckPageSchema.parse({
    events: deckCards(page),
    nextCursor: page.nextCursor ?? null,
  });
}
