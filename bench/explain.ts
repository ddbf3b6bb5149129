import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/db/client.ts';
import {
  explainable,
  explainRows,
  type Captured,
} from '#test/support/server/captured-statements.ts';
import { eventDatabasePage } from '#server/features/event-admin/event-database.service.ts';
import { trendingEvents, wellLovedEvents } from '#server/features/events/hot.service.ts';
import { searchEvents } from '#server/features/search/search.service.ts';
import { unseenEvents } from '#server/features/events/unseen.service.ts';
import { eventDatabaseQuerySchema } from '#shared/schemas/event-database.ts';
import { deckCursorSchema } from '#shared/schemas/events.ts';
import { searchQuerySchema } from '#shared/schemas/search.ts';

export interface PlanCheck {
  name: string;
  /** Seq Scans on the big tables found in the plan; empty means PASS. */
  seqScans: string[];
  usesOffset: boolean;
  executionMs: number;
  sharedBuffers: number;
  plan: string;
  pass: boolean;
}

/**
 * Runs the services themselves against a Drizzle instance that records every statement, so the
 * plans below are of exactly the SQL the server sends, never a hand-copied variant of it.
 */
function recordingDb(pool: pg.Pool) {
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  return {
    db,
    async capture(run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
      captured.length = 0;
      await run(db);
      return explainable(captured);
    },
  };
}

const BIG_TABLES = /Seq Scan on (events|user_events)\b/g;

/** `offsetAllowed`: search pages are numbered by design (docs/search.md), capped at a few pages. */
async function explain(
  pool: pg.Pool,
  name: string,
  q: Captured,
  offsetAllowed = false,
): Promise<PlanCheck> {
  await explainRows(pool, '(ANALYZE, BUFFERS)', q); // warm the cache, as on a warm server
  const rows = await explainRows<{ 'QUERY PLAN': string }>(pool, '(ANALYZE, BUFFERS)', q);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const seqScans = [...plan.matchAll(BIG_TABLES)].map((m) => m[0]);
  const usesOffset = !offsetAllowed && /\boffset\b/i.test(q.query);
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
  const sharedBuffers = top ? Number(top[1]) + Number(top[2] ?? 0) : NaN;
  return {
    name,
    seqScans,
    usesOffset,
    executionMs,
    sharedBuffers,
    plan,
    pass: seqScans.length === 0 && !usesOffset,
  };
}

/**
 * The search shapes: the first of each search scenario's queries (bench/search.bench.ts), by
 * relevance too, and filters that leave almost nothing.
 */
const SEARCHES: [string, Record<string, string>][] = [
  [
    'common words and filters',
    { q: 'sunday session', borough: 'Manhattan', categories: 'music,comedy' },
  ],
  [
    'common words by relevance',
    { q: 'sunday session', borough: 'Manhattan', categories: 'music,comedy', sort: 'relevance' },
  ],
  ['a common word alone', { q: 'showcase' }],
  ['a rare word', { q: '104729' }],
  ['no match (typo fallback)', { q: 'zyxwvut', borough: 'Manhattan', categories: 'music,comedy' }],
  [
    'selective filters',
    {
      neighborhood: 'St. George',
      categories: 'yoga',
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
  ],
];

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of the heavy user's deck (first page, and the page
 * after it through the cursor; the writes are rolled back), of the hot list (trending and well-loved), of every statement of the search scenario's
 * first query and of the event database's page 5,000. PASS: no Seq Scan on events or user_events
 * and no OFFSET.
 */
export async function explainChecks(databaseUrl: string, heavyUserId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const rec = recordingDb(pool);
    let nextCursor: string | undefined;
    const deck = await rec.capture(async (db) => {
      ({ nextCursor } = await unseenEvents(db, { userId: heavyUserId, limit: 20, categories: [] }));
    });
    if (!nextCursor) throw new Error('The heavy user has less than one deck page left');
    const cursor = deckCursorSchema.parse(nextCursor);
    const deckPage2 = await rec.capture((db) =>
      unseenEvents(db, { userId: heavyUserId, limit: 20, categories: [], cursor }),
    );
    const [hot] = await rec.capture((db) => trendingEvents(db, 20));
    const [wellLoved] = await rec.capture((db) => wellLovedEvents(db, 20));
    const searches: [string, Captured[]][] = [];
    for (const [name, query] of SEARCHES) {
      searches.push([
        name,
        await rec.capture((db) => searchEvents(db, heavyUserId, searchQuerySchema.parse(query))),
      ]);
    }
    const edge = await pool.query<{ id: string }>(
      'SELECT id FROM events ORDER BY id DESC OFFSET 99979 LIMIT 1',
    );
    const page = await rec.capture((db) =>
      eventDatabasePage(db, eventDatabaseQuerySchema.parse({ after: edge.rows[0]?.id })),
    );
    // Every statement of a deck page: the first alone is the latest swipes, not the pool.
    const checks: PlanCheck[] = [];
    for (const [page, statements] of [
      ['page 1', deck],
      ['cursor page 2', deckPage2],
    ] as const) {
      for (const [i, q] of statements.entries()) {
        checks.push(await explain(pool, `unseen (heavy user, ${page}, statement ${i + 1})`, q));
      }
    }
    checks.push(await explain(pool, 'hot, trending (limit 20)', hot!));
    checks.push(await explain(pool, 'hot, well-loved (limit 20)', wellLoved!));
    for (const [name, statements] of searches) {
      for (const [i, q] of statements.entries()) {
        checks.push(await explain(pool, `search, ${name} (statement ${i + 1})`, q, true));
      }
    }
    for (const [i, q] of page.entries()) {
      checks.push(await explain(pool, `event database page 5,000 (statement ${i + 1})`, q));
    }
    return checks;
  } finally {
    await pool.end();
  }
}

export function printPlanChecks(checks: PlanCheck[]) {
  for (const c of checks) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${c.name}\n${c.plan}`);
  }
  console.log('');
  for (const c of checks) {
    const why = c.pass
      ? 'no Seq Scan on events/user_events, no OFFSET'
      : [...c.seqScans, c.usesOffset ? 'OFFSET' : ''].filter(Boolean).join(', ');
    console.log(
      `${c.pass ? 'PASS' : 'MISS'}  ${c.name}: ${why} ` +
        `(${c.executionMs} ms, ${c.sharedBuffers} buffers)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { loadedDataset } = await import('./dataset.ts');
  const dataset = await loadedDataset();
  if (!dataset) throw new Error('No data set loaded: run npm run bench:data first');
  printPlanChecks(await explainChecks(dataset.databaseUrl, dataset.heavyUserId));
}
