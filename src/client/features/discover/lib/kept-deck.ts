import { readStored, userKey, writeStored } from '#client/lib/device-storage.ts';
import type { Event } from '#shared/schemas/events.ts';

interface KeptDeck {
  categories: string | null;
  cards: readonly Event[];
}

const NAME = 'deck';

/** The cards the deck holds, kept on the device so the deck opens offline. */
export function keepDeck(userId: string, categories: string | null, cards: readonly Event[]) {
  writeStored(userKey(userId, NAME), { categories, cards } satisfies KeptDeck);
}

/** The kept cards that fit a category filter (null = all), the deck's order kept. */
export function keptDeck(userId: string, categories: string | null): Event[] {
  const kept = readStored<KeptDeck>(userKey(userId, NAME));
  if (!kept) return [];
  if (categories === null || categories === kept.categories) return [...kept.cards];
  const wanted = new Set(categories.split(','));
  return kept.cards.filter((e) => wanted.has(e.category));
}
