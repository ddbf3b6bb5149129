import { DateTime } from 'luxon';
import { clockText, UNKNOWN_TIME } from '#server/features/crawler/crawl-text.ts';
import { NYC_ZONE } from '#shared/time.ts';

export interface NycMoment {
  /** YYYY-MM-DD in New York. */
  date: string;
  /** "7:30 PM", or UNKNOWN_TIME for a date without a time. */
  time: string;
}

function moment(dt: DateTime, hasTime: boolean): NycMoment {
  return { date: dt.toISODate()!, time: hasTime ? clockText(dt.hour, dt.minute) : UNKNOWN_TIME };
}

/** An instant as New York's date and wall-clock time. */
export function nycMomentOf(instant: Date): NycMoment {
  return moment(DateTime.fromJSDate(instant, { zone: NYC_ZONE }), true);
}

/**
 * An ISO 8601 date or date-time as New York's date and time: one with an offset is converted,
 * one without is New York wall-clock time (as Socrata's floating timestamps and many JSON-LD
 * pages are), a bare date has no time. Null when it does not read as a date.
 */
export function nycMomentOfIso(raw: unknown): NycMoment | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const dt = DateTime.fromISO(text, { zone: NYC_ZONE });
  if (!dt.isValid) return null;
  return moment(dt, /T\d/.test(text));
}

/** The New York date an ISO date-time falls on, or null. */
export function nycDateOfIso(raw: unknown): string | null {
  return nycMomentOfIso(raw)?.date ?? null;
}
