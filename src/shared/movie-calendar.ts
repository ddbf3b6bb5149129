/**
 * What a movie becomes in a calendar (docs/product.md#calendar), decided without luxon so the deck
 * card can say it: a run without a show time is a daily 12:00 PM reminder; a run over several
 * days with a show time repeats daily at that time; a one-day film with a time is an ordinary
 * event, and so is a movie without a run.
 */
import { parseEventTime } from '#shared/event-time.ts';

export interface MovieSource {
  isMovie?: boolean | null | undefined;
  allDay?: boolean | null | undefined;
  time?: string | null | undefined;
  date: string;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

export type MovieCalendar =
  { kind: 'noon-reminder' } | { kind: 'daily-at-show-time'; hour: number; minute: number };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function movieCalendar(e: MovieSource): MovieCalendar | null {
  if (!e.isMovie) return null;
  const first = e.startDate ?? e.date;
  const last = e.endDate;
  if (!ISO_DATE.test(first) || !last || !ISO_DATE.test(last) || last < first) return null;
  const clock = e.allDay ? null : parseEventTime(e.time ?? '');
  if (!clock) return { kind: 'noon-reminder' };
  return last > first ? { kind: 'daily-at-show-time', ...clock } : null;
}
