import { EVENT_DATABASE_PAGE_SIZE } from '#shared/schemas/event-database.ts';
import { measure, measureAlone, type BenchContext, type Scenario } from './load.ts';

const PAGE = 5_000;

/**
 * The admin's event database 5,000 pages in (100,000 events from the newest), reached the way
 * Next reaches it: `after` the last id of page 4,999, one keyset step.
 */
export async function eventDatabaseBench(ctx: BenchContext) {
  const [edge] = await ctx.sql<{ id: string }>(
    'SELECT id FROM events ORDER BY id DESC OFFSET $1 LIMIT 1',
    [(PAGE - 1) * EVENT_DATABASE_PAGE_SIZE - 1],
  );
  if (!edge) throw new Error(`The data set has fewer than ${PAGE} pages of events`);
  const page: Scenario = {
    name: 'event-db-page-5000',
    path: `/api/admin/events?after=${edge.id}`,
    headers: { cookie: ctx.admin.cookie },
  };
  const res = await fetch(`${ctx.load.baseUrl}${page.path}`, { headers: page.headers });
  const rows = (await res.json()) as unknown[];
  if (res.status !== 200 || rows.length !== EVENT_DATABASE_PAGE_SIZE) {
    throw new Error(`${page.path} answered ${res.status} with ${rows.length} rows`);
  }
  return [await measure(ctx.load, page), await measureAlone(ctx.load, page)];
}
