import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/client.ts';
import { listBusinessEvents } from '#server/features/business/business-events.service.ts';
import { reviewQueue } from '#server/features/business/review.service.ts';
import { listBatches } from '#server/features/csv-import/batches.service.ts';
import { eventDatabasePage } from '#server/features/event-admin/event-database.service.ts';
import { trendingEvents, wellLovedEvents } from '#server/features/events/hot.service.ts';
import { unseenEvents } from '#server/features/events/unseen.service.ts';
import { applyUnderstanding } from '#server/features/search/apply-understanding.ts';
import { searchEvents } from '#server/features/search/search.service.ts';
import { sitemapEntries } from '#server/features/share/share.service.ts';
import { listSwipes } from '#server/features/swipes/swipes.service.ts';
import {
  explainable,
  explainRows,
  type Captured,
} from '#test/support/server/captured-statements.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';
import { categories } from '#shared/categories.ts';
import {
  EVENT_DATABASE_COUNT_CAP,
  eventDatabaseQuerySchema,
} from '#shared/schemas/event-database.ts';
import { deckCursorSchema } from '#shared/schemas/events.ts';
import { searchQuerySchema } from '#shared/schemas/search.ts';
import { nycToday } from '#shared/time.ts';

/**
 * The plans of every list (deck, hot, search, My Events, event database, batch history,
 * business events, review list) at bench-like scale: captured from the services themselves (so
 * they are the SQL the server sends) and EXPLAINed against a few hundred thousand generated
 * rows after ANALYZE. A sequential scan of a big table means an index no longer serves the
 * query, which a small test table would never show; and EXPLAIN ANALYZE counts the rows each
 * plan actually reads from the tables, which must stay far below the table's size.
 */

const EVENTS = 200_000;
const USERS = 500;
const SWIPES_PER_USER = 200;
const HEAVY_SWIPES = 60_000;
const HEAVY = 'plan-user-1';
const FRESH = 'plan-user-fresh';
/** Saved 5,000 events (4,000 liked, 1,000 maybe): My Events at its largest. */
const SAVER = 'plan-user-saver';
const SAVES = 5_000;
const BATCHES = 5_000;
const BUSINESSES = 400;
const BUSINESS_EVENTS = 100_000;
/**
 * Rows a list may read from its tables, at 200,000 events (5% of the table): search's bitmap
 * probe stops at 2,500 matches plus what the index rechecks, and a date walk for a word in
 * every sixth title reads six rows per match it shows.
 */
const ROW_BUDGET = 10_000;

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
  INSERT INTO "user" (id, name, email, email_verified)
    VALUES ('${SAVER}', 'Saver', 'saver@plans.test', true);
  INSERT INTO user_events (user_id, event_id, action, created_at, updated_at)
    SELECT '${SAVER}', g * 37, CASE WHEN g % 5 = 0 THEN 'maybe' ELSE 'liked' END,
           now() - g * interval '1 minute', now() - g * interval '1 minute'
    FROM generate_series(1, ${SAVES}) g;
  INSERT INTO upload_batches (start_id, end_id, event_count, filename, uploaded_by, uploaded_at)
    SELECT g * 40, g * 40 + 39, 40, 'batch-' || g || '.csv', 'plan-user-2',
           now() - g * interval '1 hour'
    FROM generate_series(1, ${BATCHES}) g;
  INSERT INTO business_accounts (user_id, company_name, business_type, contact_name, email)
    SELECT 'plan-user-' || g, 'Company ' || g, 'venue', 'Contact ' || g, 'biz' || g || '@plans.test'
    FROM generate_series(1, ${BUSINESSES}) g;
  INSERT INTO business_events (business_id, title, date, time, venue, category, status, paid_at)
    SELECT 1 + g % ${BUSINESSES}, 'Business event ' || g, current_date + 5, '7:00 PM', 'Hall',
           'music', (ARRAY['unpaid', 'live', 'rejected', 'live'])[1 + g % 4]::text,
           now() - g * interval '1 minute'
    FROM generate_series(1, ${BUSINESS_EVENTS}) g;
  UPDATE business_events SET status = 'paid_review' WHERE id % 50 = 0;
  INSERT INTO payments (business_event_id, provider, provider_ref, amount_cents, currency)
    SELECT id, 'local', 'ref-' || id, 2500, 'usd' FROM business_events WHERE status <> 'unpaid';
`;

const BIG_TABLE_SCAN =
  /Seq Scan on (events|user_events|business_events|business_accounts|payments|upload_batches)\b/;
const BIG_TABLES = new Set([
  'events',
  'user_events',
  'business_events',
  'business_accounts',
  'payments',
  'upload_batches',
]);

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * Rows a plan read from the big tables: every row a scan of one returned or threw away (by
 * filter or recheck), times its loops. EXPLAIN ANALYZE counts them, so this is what ran.
 */
function rowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}
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
      return explainable(captured);
    }

    /** Each statement's plan, for the failure message and the assertions. */
    async function plans(statements: Captured[]): Promise<string[]> {
      expect(statements.length).toBeGreaterThan(0);
      const out: string[] = [];
      for (const s of statements) {
        const rows = await explainRows<{ 'QUERY PLAN': string }>(pool, '', s);
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return out;
    }

    async function expectIndexed(run: (db: Db) => Promise<unknown>) {
      for (const plan of await plans(await capture(run))) {
        expect(unboundedScans(plan), plan).toEqual([]);
      }
    }

    /**
     * No big-table sequential scan (unless `limitedScans`: one under a LIMIT, whose rows read
     * then decide), and each statement reads at most `budget` table rows.
     */
    async function expectBounded(
      run: (db: Db) => Promise<unknown>,
      budget = ROW_BUDGET,
      limitedScans = false,
    ) {
      const statements = await capture(run);
      for (const [i, plan] of (await plans(statements)).entries()) {
        if (!limitedScans) expect(unboundedScans(plan), plan).toEqual([]);
        const s = statements[i]!;
        const rows = await explainRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          pool,
          '(ANALYZE, FORMAT JSON)',
          s,
        );
        const read = rowsRead(rows[0]!['QUERY PLAN'][0].Plan);
        expect(read, `${read} rows read by\n${s.query}\n${plan}`).toBeLessThanOrEqual(budget);
      }
    }

    it('fills the tables at bench-like scale', async () => {
      const { rows } = await pool.query<{ events: number; swipes: number }>(
        `SELECT (SELECT count(*)::int FROM events) AS events,
                (SELECT count(*)::int FROM user_events) AS swipes`,
      );
      expect(rows[0]).toEqual({
        events: EVENTS,
        swipes: HEAVY_SWIPES + (USERS - 1) * SWIPES_PER_USER + SAVES,
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

    it("reads a page's worth of the deck for a new user, a heavy user and the next page", async () => {
      await expectBounded((db) => unseenEvents(db, { userId: FRESH, limit: 20, categories: [] }));
      await expectBounded((db) =>
        unseenEvents(db, { userId: HEAVY, limit: 20, categories: ['music', 'comedy'] }),
      );
      const first = await unseenEvents(db, { userId: HEAVY, limit: 20, categories: [] });
      const cursor = deckCursorSchema.parse(first.nextCursor);
      await expectBounded((db) =>
        unseenEvents(db, { userId: HEAVY, limit: 20, categories: [], cursor }),
      );
    });

    it('reads the well-loved picks through the like-count index', async () => {
      await expectBounded((db) => wellLovedEvents(db, 20));
    });

    it("reads the hot list's week of interest by time range, not the whole swipe table", async () => {
      // The window holds about 52,000 of the 165,000 swipes; the scan may read those (and the
      // events it joins, best first until the list is full), never the rest.
      const { rows } = await pool.query<{ recent: number; swipes: number }>(
        `SELECT count(*) FILTER (WHERE action IN ('liked', 'maybe')
                                   AND updated_at > now() - interval '7 days')::int AS recent,
                count(*)::int AS swipes
         FROM user_events`,
      );
      const { recent, swipes } = rows[0]!;
      expect(recent).toBeLessThan(swipes / 2);
      await expectBounded((db) => trendingEvents(db, 20), recent + ROW_BUDGET);
    });

    it('counts what it reads, and fails a plan that reads the table', async () => {
      await expect(
        expectBounded(async (db) => {
          await db.execute(sql`SELECT count(*) FROM events WHERE description LIKE '%listing%'`);
        }),
      ).rejects.toThrow(/rows read|Seq Scan/);
      await expectBounded(async (db) => {
        await db.execute(sql`SELECT id FROM events ORDER BY id LIMIT 10`);
      }, 10);
    });

    // "Jazz" is in a sixth of the titles, "theremin" in one in a thousand, "zyxwvut" in none
    // (the typo fallback runs, and finds nothing either).
    const searches: [string, Record<string, string>][] = [
      ['no filter at all', {}],
      ['a common word', { q: 'jazz' }],
      ['a common word, by relevance', { q: 'jazz', sort: 'relevance' }],
      ['a common word as it is typed', { q: 'jaz' }],
      [
        'a common word with a borough and categories',
        { q: 'jazz', borough: 'Brooklyn', categories: 'music,comedy' },
      ],
      ['a rare word', { q: 'theremin' }],
      ['a rare word by relevance', { q: 'theremin', sort: 'relevance' }],
      [
        'a rare word with filters',
        { q: 'theremin', categories: 'dance', neighborhood: 'Williamsburg' },
      ],
      ['no match', { q: 'zyxwvut' }],
      ['no match with filters', { q: 'zyxwvut', borough: 'Queens', categories: 'art' }],
      ['a misspelt common word', { q: 'jazzz ' }],
      [
        'filters that exclude almost everything',
        {
          neighborhood: 'St. George',
          categories: 'yoga',
          date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
      ['filters only', { categories: 'music,comedy', borough: 'Brooklyn' }],
      ['a place by name', { location: 'brooklyn' }],
      [
        'the next page by cursor',
        { q: 'jazz', cursor: `d${(Date.now() + 30 * 86_400_000) * 1000}.1` },
      ],
      ['a page far past the end', { borough: 'Queens', page: '40', pageSize: '200' }],
      // A day: the events starting on it and every event running through it.
      ['a day', { date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }],
      // A range and a preset: the same two index reads over several days.
      [
        'a range of days',
        {
          from: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
          to: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
      ['this weekend in a category', { when: 'weekend', categories: 'comedy' }],
    ];
    for (const [name, query] of searches) {
      it(`searches ${name} reading a page's worth of rows`, async () => {
        await expectBounded((db) => searchEvents(db, HEAVY, searchQuerySchema.parse(query)));
      });
    }

    // What the text names becomes filters: tonight's hours, a price, a ZIP code's neighborhoods.
    const understood: [string, string][] = [
      ['tonight', 'tonight'],
      ['free comedy in Brooklyn tonight', 'free comedy in BK tonight'],
      ['under a price', 'jazz under $20'],
      ["a ZIP code's neighborhoods", 'jazz 11211'],
      ['a street', 'Bedford Ave'],
    ];
    for (const [name, q] of understood) {
      it(`searches ${name}, understood from the text, reading a page's worth of rows`, async () => {
        const { query } = applyUnderstanding(searchQuerySchema.parse({ q }), nycToday());
        await expectBounded((db) => searchEvents(db, HEAVY, query));
      });
    }

    // The running branch of a day reads the day's running events by events_running_idx, which
    // has no borough: bounded by how many events run that day, not by the table (docs/search.md).
    it('searches a day in a borough through indexes', async () => {
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await expectIndexed((db) =>
        searchEvents(db, HEAVY, searchQuerySchema.parse({ borough: 'Queens', date })),
      );
    });

    it('searches a week in a borough through indexes', async () => {
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      await expectIndexed((db) =>
        searchEvents(
          db,
          HEAVY,
          searchQuerySchema.parse({ borough: 'Queens', from: day(3), to: day(9) }),
        ),
      );
    });

    it('reads My Events of a 5,000-save account by its index, deep pages included', async () => {
      // Deeper pages skip rows by OFFSET: past the planner's estimate of the person's saves it
      // sorts them from a sequential scan instead (docs/performance.md).
      for (const page of [1, 10]) {
        await expectBounded(
          (db) => listSwipes(db, { userId: SAVER, action: 'liked', page, pageSize: 50 }),
          SAVES + 1000,
        );
      }
      await expectBounded((db) => listSwipes(db, { userId: SAVER, page: 1, pageSize: 50 }));
    });

    it('reads the batch history, business events and review list by their indexes', async () => {
      await expectBounded((db) => listBatches(db));
      await expectBounded((db) => listBusinessEvents(db, 7));
      await expectBounded((db) => reviewQueue(db));
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
        { search: 'zyxwvut' },
        { category: 'yoga', page: '40' },
      ]) {
        // Its count stops at EVENT_DATABASE_COUNT_CAP + 1 rows by design (decision 006), read
        // from the table in any order when there is no filter.
        await expectBounded(
          (db) => eventDatabasePage(db, eventDatabaseQuerySchema.parse(query)),
          EVENT_DATABASE_COUNT_CAP + ROW_BUDGET,
          true,
        );
      }
    });
  },
);
