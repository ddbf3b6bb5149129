import type { Redis } from 'ioredis';

/** A count within its window, and how long until the window ends. */
export interface Count {
  count: number;
  msLeft: number;
}

/**
 * Counters that expire a fixed window after their first count and can be cleared, which
 * @fastify/rate-limit's own counters cannot: a successful sign-in clears its address's count
 * for the account. In Redis when several servers must share them, else in this process.
 */
export interface AttemptCounters {
  add(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

const NAMESPACE = 'swipenyc:sign-in:';

export function redisCounters(redis: Redis): AttemptCounters {
  return {
    async add(key, windowMs) {
      const k = NAMESPACE + key;
      // The window starts with the first count; later counts do not move it.
      const replies = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      return { count: Number(replies?.[1]?.[1] ?? 0), msLeft: Number(replies?.[2]?.[1] ?? 0) };
    },
    async read(key) {
      const k = NAMESPACE + key;
      const replies = await redis.multi().get(k).pttl(k).exec();
      return {
        count: Number(replies?.[0]?.[1] ?? 0),
        msLeft: Math.max(0, Number(replies?.[1]?.[1] ?? 0)),
      };
    },
    async clear(key) {
      await redis.del(NAMESPACE + key);
    },
  };
}

/** Past this many live counters, expired ones are swept, so a spray of names cannot grow it without end. */
const SWEEP_AT = 10_000;

export function memoryCounters(now: () => number = Date.now): AttemptCounters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const found = counts.get(key);
    if (found && found.endsAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return found;
  };
  const sweep = () => {
    if (counts.size < SWEEP_AT) return;
    for (const [key, value] of counts) if (value.endsAt <= now()) counts.delete(key);
  };
  return {
    async add(key, windowMs) {
      sweep();
      const found = live(key) ?? { count: 0, endsAt: now() + windowMs };
      found.count += 1;
      counts.set(key, found);
      return { count: found.count, msLeft: found.endsAt - now() };
    },
    async read(key) {
      const found = live(key);
      return found ? { count: found.count, msLeft: found.endsAt - now() } : { count: 0, msLeft: 0 };
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}
