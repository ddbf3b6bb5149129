import { measure, type BenchContext } from './load.ts';

/** The floor: a public route with no session lookup and no query. Other rates are ratios of it. */
export function helloBench(ctx: BenchContext) {
  return measure(ctx.load, { name: 'hello', path: '/api/health' });
}
