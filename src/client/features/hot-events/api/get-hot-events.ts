import { getJson, rethrowShapeErrorInDevelopment } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import type { HotLimit } from '#shared/hot-limits.ts';
import type { HotList } from '#shared/schemas/events.ts';

const NOTHING_HOT: HotList = { state: 'well-loved', events: [] };

/**
 * A failing hot list is not an error to the user, just an empty list. An answer in the wrong
 * shape still throws in development and tests, where it means client and server disagree.
 */
export async function getHotEvents(limit: HotLimit): Promise<HotList> {
  try {
    return await getJson(`${apiPaths.events.hot}?limit=${limit}`, () =>
      import('#shared/schemas/events.ts').then((m) => m.hotListSchema),
    );
  } catch (err) {
    rethrowShapeErrorInDevelopment(err);
    return NOTHING_HOT;
  }
}
