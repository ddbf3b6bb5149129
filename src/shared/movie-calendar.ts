/**
 * What a movie becomes in a calendar (docs/product.md#calendar), decided without luxon so the deck
 * card can say it: a run is a daily 12:00 PM reminder through its last day, whatever time the
 * listing names (a cinema shows a film many times a day); only a one-day film with a show time is
 * an ordinary event at that time, and so is a movie without a run.
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the event goes into a calendar as a movie's daily noon reminder. */
export function isMovieReminder(e: MovieSource): boolean {
  if (!e.isMovie) return false;
  const first = e.startDate ?? e.date;
  const last = e.endDate;
  if (!ISO_DATE.test(first) || !last || !ISO_DATE.test(last) || last < first) return false;
  const oneDayShowing = last === first && !e.allDay && parseEventTime(e.time ?? '') !== null;
  return !oneDayShowing;
}
