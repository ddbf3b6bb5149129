import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { hotEvents } from '#server/features/events/hot.service.ts';
import { likesVersion } from '#server/events/like-changes.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { hotEventSchema } from '#shared/schemas/events.ts';

const hotListSchema = z.array(hotEventSchema);

interface Entry {
  until: number;
  version: number;
  json: Promise<string>;
}

/**
 * The hot list is the same for everyone, so each size is read and serialised (through its
 * response schema) once per `ttlMs` and served as text meanwhile. A like through this server
 * renews it at once; changes from elsewhere show within the TTL. Requests that arrive while it
 * is being read share that one read.
 */
export function hotListCache(db: Db, ttlMs: number) {
  const entries = new Map<number, Entry>();
  const read = async (limit: number) => {
    const rows = await hotEvents(db, limit);
    const list = rows.map((e) => ({ ...eventPresenter.card(e), interactionCount: e.likeCount }));
    return JSON.stringify(hotListSchema.encode(list));
  };
  return (limit: number): Promise<string> => {
    const now = Date.now();
    const version = likesVersion(db);
    const entry = entries.get(limit);
    if (entry && entry.until > now && entry.version === version) return entry.json;
    const json = read(limit);
    if (ttlMs > 0) {
      entries.set(limit, { until: now + ttlMs, version, json });
      // A failed read is not kept: the next request tries again.
      json.catch(() => {
        if (entries.get(limit)?.json === json) entries.delete(limit);
      });
    }
    return json;
  };
}
