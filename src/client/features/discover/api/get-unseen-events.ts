import { getJsonWithHeaders } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { DeckCard } from '#shared/schemas/events.ts';

export interface DeckPage {
  events: DeckCard[];
  /** Where the next page starts; null when the server has nothing more to send. */
  nextCursor: string | null;
  /** The cards kept on the device, shown while the server cannot be reached. */
  offline?: boolean;
}

const PAGE_SIZE = 20;

export const deckKeys = {
  all: () => ['deck'] as const,
  page: (categories: string | null, cursor: string | null) =>
    [...deckKeys.all(), categories, cursor] as const,
};

export async function getUnseenEvents(
  categories: string | null,
  cursor: string | null,
): Promise<DeckPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (categories) query.set('categories', categories);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await getJsonWithHeaders(
    `${apiPaths.events.unseen}?${query.toString()}`,
    () => import('#shared/schemas/events.ts').then((m) => m.deckCardListSchema),
  );
  return { events: data, nextCursor: headers.get('X-Next-Cursor') };
}
