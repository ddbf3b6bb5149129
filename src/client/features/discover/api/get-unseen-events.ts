import { apiRequest } from '#client/lib/api-client.ts';
import type { Event } from '#shared/schemas/events.ts';

export interface DeckPage {
  events: Event[];
  /** Where the next page starts; null when the server has nothing more to send. */
  nextCursor: string | null;
}

const PAGE_SIZE = 20;

export async function getUnseenEvents(categories: string | null, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (categories) query.set('categories', categories);
  if (cursor) query.set('cursor', cursor);
  const res = await apiRequest('GET', `/api/events/unseen?${query.toString()}`);
  const page: DeckPage = {
    events: (await res.json()) as Event[],
    nextCursor: res.headers.get('X-Next-Cursor'),
  };
  return page;
}
