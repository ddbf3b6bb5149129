import type { Db } from '#server/db/client.ts';
import { trendingEvents, wellLovedEvents } from '#server/features/events/hot.service.ts';
import { likesVersion } from '#server/events/like-changes.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { hotListSchema, type HotList } from '#shared/schemas/events.ts';
import { HOT_MIN_POPULAR, HOT_POPULAR_SCORE } from './hot-score.ts';

/**
 * Trending when at least HOT_MIN_POPULAR events are popular; otherwise the well-loved picks, so
 * a quiet week does not show a list of single likes (docs/product.md#hot-list).
 */
async function hotList(db: Db, limit: number): Promise<HotList> {
  const trending = await trendingEvents(db, limit);
  const popular = trending.filter((e) => e.score >= HOT_POPULAR_SCORE).length;
  if (popular >= HOT_MIN_POPULAR) {
    return {
      state: 'trending',
      events: trending.map(({ score, recentLoves, ...e }) => ({
        ...eventPresenter.card(e),
        interactionCount: e.likeCount,
        recentLoves,
        popular: score >= HOT_POPULAR_SCORE,
      })),
    };
  }
  const loved = await wellLovedEvents(db, limit);
  return {
    state: 'well-loved',
    events: loved.map((e) => ({
      ...eventPresenter.card(e),
      interactionCount: e.likeCount,
      recentLoves: null,
      popular: false,
    })),
  };
}

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
    return JSON.stringify(hotListSchema.encode(await hotList(db, limit)));
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
