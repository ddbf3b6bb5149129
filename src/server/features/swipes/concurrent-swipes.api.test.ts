import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { SWIPE_ACTIONS } from '#shared/schemas/user-events.ts';

const USERS = 10;
const EVENTS = 3;
const WAVES = 6;
const PER_WAVE = 50;

/** A port nobody listens on, so the server's public URL can name it before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let t: TestApp;
let base = '';
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failing mix can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

describe('concurrent swipes, undos and re-swipes over real HTTP', () => {
  it('keep every like_count and swipe_count equal to their rows, one row per user and event, no errors', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => signUp(t.app)));
    const events = await insertEvents(
      t.database.db,
      Array.from({ length: EVENTS }, () => makeEvent()),
    );
    const next = seeded(20261123);

    // Waves of 50 requests at once on 30 (user, event) pairs: the same pair is hit several times
    // per wave (first swipes racing, a re-swipe racing an undo), and every event by many users.
    const statuses = new Map<string, number>();
    for (let wave = 0; wave < WAVES; wave++) {
      const answers = await Promise.all(
        Array.from({ length: PER_WAVE }, async () => {
          const user = users[next(USERS)]!;
          const event = events[next(EVENTS)]!;
          const undo = next(4) === 0;
          const res = await fetch(
            undo ? `${base}/api/user-events/${event.id}` : `${base}/api/user-events`,
            {
              method: undo ? 'DELETE' : 'POST',
              headers: {
                cookie: user.cookie,
                origin: base,
                ...(undo ? {} : { 'content-type': 'application/json' }),
              },
              body: undo
                ? undefined
                : JSON.stringify({ eventId: event.id, action: SWIPE_ACTIONS[next(3)] }),
            },
          );
          await res.arrayBuffer();
          return `${undo ? 'DELETE' : 'POST'} ${res.status}`;
        }),
      );
      for (const a of answers) statuses.set(a, (statuses.get(a) ?? 0) + 1);
    }

    // An undo with nothing to undo is a 404; anything else must have worked.
    expect([...statuses.keys()].sort()).toEqual(
      expect.arrayContaining(['POST 200', 'POST 201', 'DELETE 200']),
    );
    for (const key of statuses.keys()) {
      expect(['POST 200', 'POST 201', 'DELETE 200', 'DELETE 404']).toContain(key);
    }

    const counts = await queryRows<{
      id: number;
      like_count: number;
      liked: number;
      swipe_count: number;
      swiped: number;
    }>(
      t.database.db,
      sql`SELECT e.id::int AS id, e.like_count, e.swipe_count,
            (SELECT count(*)::int FROM user_events u
             WHERE u.event_id = e.id AND u.action = 'liked') AS liked,
            (SELECT count(*)::int FROM user_events u WHERE u.event_id = e.id) AS swiped
          FROM events e ORDER BY e.id`,
    );
    expect(counts).toHaveLength(EVENTS);
    for (const row of counts) {
      expect(row.like_count).toBe(row.liked);
      // The deck's popularity prior: one swipe per person, whatever the races.
      expect(row.swipe_count).toBe(row.swiped);
    }

    const repeated = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM user_events GROUP BY user_id, event_id HAVING count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });
});
