import { getJson } from '#client/lib/api-client.ts';
import type { HotLimit } from '#shared/hot-limits.ts';
import type { HotEvent } from '#shared/schemas/events.ts';

export const hotEventsKeys = {
  all: ['hot-events'] as const,
  list: (limit: HotLimit) => [...hotEventsKeys.all, limit] as const,
};

/** A failing hot list is not an error to the user, just an empty list. */
export async function getHotEvents(limit: HotLimit): Promise<HotEvent[]> {
  try {
    const events = await getJson<unknown>(`/api/events/hot?limit=${limit}`);
    return Array.isArray(events) ? (events as HotEvent[]) : [];
  } catch {
    return [];
  }
}
