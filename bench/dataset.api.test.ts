import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** A port nothing listens on, for the server the generator starts to sign up its heavy user. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'the bench data generator, at a tiny size (PostgreSQL only: it loads with COPY)',
  () => {
    const url = new URL(serverUrl || 'postgres://unused');
    url.pathname = `/swipenyc_t_${randomBytes(6).toString('hex')}`;
    const databaseUrl = url.toString();

    const port = process.env.BENCH_PORT;

    afterAll(async () => {
      if (port === undefined) delete process.env.BENCH_PORT;
      else process.env.BENCH_PORT = port;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    });

    it('loads the users, events and swipes asked for and keeps the counts consistent', async () => {
      process.env.BENCH_PORT = String(await freePort());
      // The generator reports each load step; the counts below are what matters here.
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const { generateDataset, loadedDataset } = await import('./dataset.ts');
      const dataset = await generateDataset({
        databaseUrl,
        events: 300,
        users: 6,
        swipes: 150,
        fresh: true,
      });
      // A tenth of the events go to the heavy user, the rest evenly to the others.
      expect(dataset.size).toEqual({ users: 6, events: 300, swipesPerUser: 20, heavySwipes: 30 });

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<Record<string, number>>(
          `
          SELECT
            (SELECT count(*)::int FROM "user" WHERE id LIKE 'bench-user-%') AS users,
            (SELECT count(*)::int FROM events) AS events,
            (SELECT count(*)::int FROM user_events) AS swipes,
            (SELECT count(*)::int FROM user_events WHERE user_id = $1) AS heavy,
            (SELECT count(DISTINCT (user_id, event_id))::int FROM user_events) AS pairs,
            (SELECT count(*)::int FROM user_events WHERE action = 'liked') AS likes,
            (SELECT sum(like_count)::int FROM events) AS like_counts,
            (SELECT count(*)::int FROM events WHERE starts_at > now()) AS upcoming`,
          [dataset.heavyUserId],
        );
        expect(rows[0]).toMatchObject({
          users: 6,
          events: 300,
          swipes: 150,
          heavy: 30,
          pairs: 150,
        });
        expect(rows[0]!.likes).toBeGreaterThan(0);
        expect(rows[0]!.like_counts).toBe(rows[0]!.likes);
        expect(rows[0]!.upcoming).toBeGreaterThan(150);
      } finally {
        await client.end();
      }

      // A second run finds the complete load and keeps it.
      expect(await loadedDataset(databaseUrl)).toMatchObject({ size: dataset.size, reused: true });
    }, 60_000);
  },
);
