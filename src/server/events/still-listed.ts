import { sql, type SQL } from 'drizzle-orm';
import { NYC_ZONE } from '#shared/time.ts';

const clock = (now: Date | null) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** An event with a last day that lasts through it, and that day is not over in New York. */
function lastDayNotOver(alias: SQL, at: SQL): SQL {
  return sql`${alias}.end_date >= (${at} AT TIME ZONE ${NYC_ZONE})::date
        AND (${alias}.all_day OR ${alias}.end_date > ${alias}.date)`;
}

/**
 * True while event `e` can still be attended, so lists keep showing it: a timed one-day event
 * until it starts; an all-day event or a run over several days until New York's end of its last
 * day (docs/product.md#all-day-events). A one-day timed movie has a last day too, but its showing
 * is over once it starts. `now` is the statement's clock unless a caller pins it.
 */
export function stillListed(e: string, now: Date | null = null): SQL {
  const alias = sql.raw(e);
  const at = clock(now);
  // coalesce: a null last day must read as false, or NOT (…) would keep a started event.
  return sql`(${alias}.starts_at > ${at}
    OR coalesce(${lastDayNotOver(alias, at)}, false))`;
}

/**
 * The listed events that have already started (all-day events and runs not over yet): the part
 * of stillListed past the start, written so a query can walk events_running_idx in end order.
 */
export function runningNow(e: string, now: Date | null = null): SQL {
  const alias = sql.raw(e);
  const at = clock(now);
  return sql`(${lastDayNotOver(alias, at)} AND ${alias}.starts_at <= ${at})`;
}
