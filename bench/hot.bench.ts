import { measure, type BenchContext } from './load.ts';

/**
 * The hot list (20 events by like count, from the maintained counter) against the cheapest
 * read of the same rows: one event by primary key.
 */
export async function hotBench(ctx: BenchContext) {
  const cookie = ctx.newUser.cookie;
  const hot = await measure(ctx.load, {
    name: 'hot',
    path: '/api/events/hot?limit=20',
    headers: { cookie },
  });
  const sample = await ctx.sql<{ id: string }>(
    'SELECT id FROM events TABLESAMPLE SYSTEM (2) LIMIT 20000',
  );
  const ids = sample.map((e) => Number(e.id));
  const pk = await measure(ctx.load, {
    name: 'pk',
    path: '/api/events/1',
    headers: { cookie },
    setupRequest: (req) => {
      req.path = `/api/events/${ids[Math.floor(Math.random() * ids.length)]}`;
      return req;
    },
  });
  return [hot, pk];
}
