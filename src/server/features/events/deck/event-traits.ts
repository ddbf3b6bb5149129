import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { dayPartOfHour, priceBandOf } from '#shared/deck-preferences.ts';
import { NYC_ZONE } from '#shared/time.ts';
import type { EventTraits } from './taste-model.ts';

/**
 * A LIMIT written into the statement's text, not bound: the deck's statements are prepared once
 * per connection (`preparedRows`), and a plan made without knowing its limits assumes a tenth of
 * the range and sorts it (docs/performance.md#the-deck-at-a-million-events).
 */
export function limitOf(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row limit: ${n}`);
  return sql.raw(`LIMIT ${n}`);
}

/** A text[] or int[] literal for one bound parameter (drizzle spreads JS arrays into lists). */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * What the model needs of event `e`, as seen at `at`. The part of the day and the weekday are
 * worked out here, not in SQL: per-row time-zone functions cost the embedded database more than
 * the walks themselves.
 */
export const traitColumns = (at: SQL) => sql`
  e.category, e.borough, e.neighborhood, e.venue, e.performer, e.price_min_cents,
  e.date::text AS ny_date, (extract(epoch FROM e.starts_at) * 1000)::float8 AS starts_ms,
  (extract(epoch FROM ${at}) * 1000)::float8 AS seen_ms`;

export interface TraitRow {
  category: string;
  borough: string | null;
  neighborhood: string | null;
  venue: string;
  performer: string | null;
  price_min_cents: number | null;
  ny_date: string;
  starts_ms: number | string;
  seen_ms: number | string;
}

/** New York's offset from UTC (hours) on a date, remembered: a deck meets few distinct dates. */
const offsets = new Map<string, number>();
function nyOffsetHours(date: string): number {
  let hours = offsets.get(date);
  if (hours === undefined) {
    hours = DateTime.fromISO(date, { zone: NYC_ZONE }).offset / 60;
    if (offsets.size > 2000) offsets.clear();
    offsets.set(date, Number.isFinite(hours) ? hours : -5);
  }
  return hours ?? -5;
}

export function traitsOf(r: TraitRow): EventTraits {
  const startsMs = Number(r.starts_ms);
  const nyHour = new Date(startsMs + nyOffsetHours(r.ny_date) * 3_600_000).getUTCHours();
  const weekday = new Date(`${r.ny_date}T12:00:00Z`).getUTCDay();
  return {
    category: r.category,
    borough: r.borough,
    neighborhood: r.neighborhood,
    venue: r.venue,
    performer: r.performer,
    dayPart: dayPartOfHour(nyHour),
    band: priceBandOf(r.price_min_cents),
    weekend: weekday === 0 || weekday === 6,
    leadDays: (startsMs - Number(r.seen_ms)) / 86_400_000,
  };
}

/**
 * One event by primary key. The LIMIT keeps the planner from turning the join into a hash join
 * over the whole table: it cannot know how few rows the LIMITed walks before it return.
 */
export const byId = (id: SQL) => sql`SELECT * FROM events e WHERE e.id = ${id} LIMIT 1`;
