import { sql, type SQL } from 'drizzle-orm';
import { NYC_ZONE } from '#shared/time.ts';

/**
 * True while event `e` can still be attended, so lists keep showing it: a timed one-day event
 * until it starts; an all-day event or a run over several days until New York's end of its last
 * day (docs/product.md#all-day-events). A one-day timed movie has a last day too, but its showing
 * is over once it starts. `now` is the statement's clock unless a caller pins it.
 */
export function stillListed(e: string, now: Date | null = null): SQL {
  const alias = sql.raw(e);
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  // coalesce: a null last day must read as false, or NOT (…) would keep a started event.
  return sql`(${alias}.starts_at > ${at}
    OR coalesce(${alias}.end_date >= (${at} AT TIME ZONE ${NYC_ZONE})::date
        AND (${alias}.all_day OR ${alias}.end_date > ${alias}.date), false))`;
}
