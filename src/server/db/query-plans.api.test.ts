import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/client.ts';
import { eventDatabasePage } from '#server/features/event-admin/event-database.service.ts';
import { hotEvents } from '#server/features/events/hot.service.ts';
import { unseenEvents } from '#server/features/events/unseen.service.ts';
import { searchEvents } from '#server/features/search/search.service.ts';
import { sitemapEntries } from '#server/features/share/share.service.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';
import { categories } from '#shared/categories.ts';
import { eventDatabaseQuerySchema } from '#shared/schemas/event-database.ts';
import { deckCursorSchema } from '#shared/schemas/events.ts';
import { searchQuerySchema } from '#shared/schemas/search.ts';

/**
 * The plans of the deck, hot, search and event-database queries at bench-like scale: captured
 * from the services themselves (so they are the SQL the server sends) and EXPLAINed against a
 * few hundred thousand generated rows after ANALYZE. A sequential scan of events or user_events
 * means an index no longer serves the query, which a small test table would never show.
 */

const EVENTS = 200_000;
const USERS = 500;
const SWIPES_PER_USER = 200;
const HEAVY_SWIPES = 60_000;
const HEAVY = 'plan-user-1';
const FRESH = 'plan-user-fresh';

const CATEGORIES = categories.map((c) => c.id);
/** Every event of this category is a running movie. */
const MOVIE = CATEGORIES.indexOf('movie');
const sqlList = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/** One event an hour-ish from ten days ago to sixty days ahead, every category and borough. */
const FILL = `
  SET synchronous_commit = off;
  INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'plan-user-' || g, 'User ' || g, 'user' || g || '@plans.test', true
    FROM generate_series(1, ${USERS}) g;
  INSERT INTO "user" (id, name, email, email_verified)
    VALUES ('${FRESH}', 'Fresh', 'fresh@plans.test', true);
  INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
                      performer, neighborhood, borough, is_movie, start_date, end_date,
                      like_count, source)
    SELECT (${sqlList(['Jazz', 'Comedy', 'Gallery', 'Rooftop', 'Salsa', 'Poetry'])})[1 + g % 6]
             || CASE WHEN g % 1000 = 0 THEN ' Theremin' ELSE '' END || ' Night #' || g,
           'A generated listing for query plans, number ' || g,
           (s AT TIME ZONE 'America/New_York')::date, '7:00 PM', s,
           'Venue ' || (g % 900), 'Free',
           (${sqlList(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
           CASE WHEN g % 3 = 0 THEN 'Performer ' || (g % 40) END,
           (${sqlList(['Chelsea', 'Williamsburg', 'Astoria', 'Fordham', 'St. George'])})[1 + g % 5],
           (${sqlList(['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'])})[1 + g % 5],
           g % ${CATEGORIES.length} = ${MOVIE},
           CASE WHEN g % ${CATEGORIES.length} = ${MOVIE} THEN (s AT TIME ZONE 'America/New_York')::date END,
           CASE WHEN g % ${CATEGORIES.length} = ${MOVIE}
                THEN (s AT TIME ZONE 'America/New_York')::date + 14 END,
           CASE WHEN g % 10 = 0 THEN g % 500 ELSE 0 END,
           'mock'
    FROM generate_series(1, ${EVENTS}) g,
         LATERAL (SELECT now() - interval '10 days'
                  + (g::float8 / ${EVENTS}) * interval '70 days' AS s) t;
  INSERT INTO user_events (user_id, event_id, action, created_at, updated_at)
    SELECT '${HEAVY}', g * 3, (ARRAY['liked', 'passed', 'passed', 'maybe'])[1 + g % 4],
           now() - g * interval '1 minute', now() - g * interval '1 minute'
    FROM generate_series(1, ${HEAVY_SWIPES}) g;
  INSERT INTO user_events (user_id, event_id, action, created_at, updated_at)
    SELECT 'plan-user-' || u, 1 + (u * 7919 + k * 104729) % ${EVENTS},
           (ARRAY['liked', 'passed', 'passed', 'maybe'])[1 + (u + k) % 4],
           now() - k * interval '1 hour', now() - k * interval '1 hour'
    FROM generate_series(2, ${USERS}) u, generate_series(1, ${SWIPES_PER_USER}) k;
`;

interface Captured {
  query: string;
  params: unknown[];
}

const BIG_TABLE_SCAN = /Seq Scan on (events|user_events)\b/;
const indent = (line: string) => line.search(/\S/);
const isNode = (line: string, i: number) => i === 0 || line.includes('->');

/**
 * Sequential scans of events or user_events whose cost grows with the table. One straight
 * under a Limit without a Filter is exempt: it stops after the limit's rows whatever the size
 * (the event database's capped count reads the first 10,001 rows that way).
 */
function unboundedScans(plan: string): string[] {
  const lines = plan.split('\n');
  return lines.flatMap((line, i) => {
    const scan = BIG_TABLE_SCAN.exec(line);
    if (!scan) return [];
    const own = indent(line);
    const rest = lines.slice(i + 1);
    const end = rest.findIndex((l, j) => isNode(l, i + 1 + j) || indent(l) <= own);
    const details = end === -1 ? rest : rest.slice(0, end);
    const parent = lines
      .slice(0, i)
      .reverse()
      .find((l, j) => isNode(l, i - 1 - j) && indent(l) < own);
    const filtered = details.some((d) => d.trim().startsWith('Filter:'));
    const bounded = !filtered && /^\s*(->\s*)?Limit\b/.test(parent ?? '');
    return bounded ? [] : [scan[0]];
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'query plans at bench scale (PostgreSQL only: PGlite has one connection and no planner statistics worth checking at this size)',
  () => {
    let pool: pg.Pool;
    let drop: () => Promise<void>;
    const captured: Captured[] = [];
    let db: Db;

    beforeAll(async () => {
      const throwaway = await createThrowawayDatabase(serverUrl!);
      drop = throwaway.drop;
      // Migrations as the server applies them.
      await (await openDatabase({ databaseUrl: throwaway.url, dataDir: null })).close();
      pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
      await pool.query(FILL);
      // VACUUM sets the visibility map as on a long-lived table, so index-only scans are chosen.
      await pool.query('VACUUM ANALYZE "user", events, user_events');
      db = drizzle(pool, {
        logger: { logQuery: (query, params) => captured.push({ query, params }) },
      }) as unknown as Db;
    }, 120_000);

    afterAll(async () => {
      await pool?.end();
      await drop?.();
    });

    async function capture(run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
      captured.length = 0;
      await run(db);
      return [...captured];
    }

    /** Each statement's plan, for the failure message and the assertions. */
    async function plans(statements: Captured[]): Promise<string[]> {
      expect(statements.length).toBeGreaterThan(0);
      const out: string[] = [];
      for (const s of statements) {
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${s.query}`, s.params);
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return out;
    }

    async function expectIndexed(run: (db: Db) => Promise<unknown>) {
      for (const plan of await plans(await capture(run))) {
        expect(unboundedScans(plan), plan).toEqual([]);
      }
    }

    it('fills the tables at bench-like scale', async () => {
      const { rows } = await pool.query<{ events: number; swipes: number }>(
        `SELECT (SELECT count(*)::int FROM events) AS events,
                (SELECT count(*)::int FROM user_events) AS swipes`,
      );
      expect(rows[0]).toEqual({
        events: EVENTS,
        swipes: HEAVY_SWIPES + (USERS - 1) * SWIPES_PER_USER,
      });
    });

    it('tells an unbounded sequential scan from one that stops at a limit', async () => {
      const [unindexed, filtered, bounded] = await plans([
        { query: `SELECT id FROM events WHERE description LIKE $1`, params: ['%listing%'] },
        {
          query: `SELECT id FROM events WHERE description LIKE $1 LIMIT 5`,
          params: ['%number 1999%'],
        },
        // No index holds the description, so the only plan reads the table, and stops at the limit.
        { query: `SELECT description FROM events LIMIT 10`, params: [] },
      ]);
      expect(unboundedScans(unindexed!)).toEqual(['Seq Scan on events']);
      expect(unboundedScans(filtered!)).toEqual(['Seq Scan on events']);
      expect(bounded).toMatch(BIG_TABLE_SCAN);
      expect(unboundedScans(bounded!)).toEqual([]);
    });

    it('reads the deck through indexes for a new user, a heavy user and the next page', async () => {
      await expectIndexed((db) => unseenEvents(db, { userId: FRESH, limit: 20, categories: [] }));
      await expectIndexed((db) =>
        unseenEvents(db, { userId: HEAVY, limit: 20, categories: ['music', 'comedy'] }),
      );
      const first = await unseenEvents(db, { userId: HEAVY, limit: 20, categories: [] });
      const cursor = deckCursorSchema.parse(first.nextCursor);
      await expectIndexed((db) =>
        unseenEvents(db, { userId: HEAVY, limit: 20, categories: [], cursor }),
      );
    });

    it('reads the hot list through its index', async () => {
      await expectIndexed((db) => hotEvents(db, 20));
    });

    // Without any filter the search also counts every upcoming event, which reads most of the
    // table whatever the plan; that case is measured by the bench, not checked here.
    it('searches with text, filters and both through indexes', async () => {
      for (const query of [
        { q: 'theremin' },
        { q: 'theremn' },
        { categories: 'music,comedy', borough: 'Brooklyn' },
        { q: 'theremin', categories: 'dance', neighborhood: 'Williamsburg' },
        { borough: 'Queens', page: '40' },
        // A day: the events starting on it and every event running through it.
        { date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
        {
          borough: 'Queens',
          date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        },
      ]) {
        await expectIndexed((db) => searchEvents(db, searchQuerySchema.parse(query)));
      }
    });

    it('lists the sitemap through indexes, running events first', async () => {
      await expectIndexed((db) => sitemapEntries(db, 49_999));
    });

    it('pages the event database through indexes, deep pages included', async () => {
      for (const query of [
        {},
        { after: String(EVENTS - 100_000) },
        { before: String(EVENTS - 100_000) },
        { category: 'music', after: String(EVENTS / 2) },
        { search: 'theremin' },
        { search: 'theremin', category: 'music' },
      ]) {
        await expectIndexed((db) => eventDatabasePage(db, eventDatabaseQuerySchema.parse(query)));
      }
    });
  },
);
