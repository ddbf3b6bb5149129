import { apiRequest } from '#client/lib/api-client.ts';
import { USER_EVENTS_KEY } from '#client/components/events/user-events-api.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';

export type SavedAction = 'liked' | 'maybe';

export interface SavedEvents {
  items: UserEvent[];
  /** From X-Total-Count: the whole list, even past the first page. */
  total: number;
}

export const savedEventsKey = (action: SavedAction) =>
  [...USER_EVENTS_KEY, 'by-action', action] as const;

export async function getSavedEvents(action: SavedAction): Promise<SavedEvents> {
  const res = await apiRequest('GET', `/api/user-events/by-action/${action}`);
  const items = (await res.json()) as UserEvent[];
  const total = Number(res.headers.get('X-Total-Count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
