import { DateTime } from 'luxon';
import { isMovieReminder } from '#shared/movie-calendar.ts';
import { DEFAULT_TIME, NYC_ZONE, parseEventTime } from '#shared/time.ts';

export const EVENT_HOURS = 2;
export const MOVIE_REMINDER = { hour: 12, minute: 0, minutes: 30 } as const;

export interface CalendarSource {
  id?: number | undefined;
  title: string;
  description?: string | null | undefined;
  date: string;
  time?: string | null | undefined;
  venue?: string | null | undefined;
  neighborhood?: string | null | undefined;
  borough?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  isMovie?: boolean | null | undefined;
  /** No clock time: the entry covers whole days (docs/product.md#all-day-events). */
  allDay?: boolean | null | undefined;
  /** A movie's first day. */
  startDate?: string | null | undefined;
  /** The last day (inclusive) of an all-day event, a run over several days or a movie. */
  endDate?: string | null | undefined;
  /** Grows with every visible change, so calendar apps replace their imported copy. */
  revision?: number | null | undefined;
  /** When the stored event last changed; its DTSTAMP, so a feed changes only with it. */
  updatedAt?: Date | null | undefined;
}

export interface CalendarEntry {
  title: string;
  description: string;
  location: string;
  /** For an all-day entry, New York midnight of the first day. */
  start: DateTime;
  /** For an all-day entry, New York midnight of the day after the last: calendars' ends are exclusive. */
  end: DateTime;
  /** Whole days without a clock time: written as dates, never as times. */
  allDay: boolean;
  /** Daily repetition until this instant (inclusive): movies over several days. */
  repeatUntil: DateTime | undefined;
  /** The daily 12:00 PM reminder of a movie without a show time; it carries an alarm. */
  isMovieReminder: boolean;
}

const nyDate = (iso: string | null | undefined) =>
  iso ? DateTime.fromISO(iso, { zone: NYC_ZONE }) : DateTime.invalid('missing');

function describe(e: CalendarSource, reminder: boolean): string {
  const parts = [e.description?.trim() ?? ''];
  if (reminder) parts.push('Daily reminder: check showtimes and book tickets.');
  if (e.sourceUrl && e.sourceUrl !== '#') parts.push(e.sourceUrl);
  return parts.filter(Boolean).join('\n\n');
}

/** A movie's run (first day to last day) as its daily reminder repeats, or null for none. */
function movieRun(e: CalendarSource) {
  if (!isMovieReminder(e)) return null;
  const first = nyDate(e.startDate ?? e.date);
  const last = nyDate(e.endDate);
  return first.isValid && last.isValid ? { first, last } : null;
}

/**
 * The calendar entry for an event, as the card reads it (docs/product.md#all-day-events):
 * - a movie with a run: a 30-minute 12:00 PM reminder daily through its last day (a one-day
 *   film with a show time is an ordinary event, below);
 * - an all-day event: whole days, from its first through its last;
 * - a timed event over several days: from its start time on the first day to two hours after
 *   that time on the last;
 * - anything else: 2 hours from its New York start (7:00 PM when the time cannot be read).
 */
export function calendarEntry(e: CalendarSource): CalendarEntry {
  const location = [e.venue, e.neighborhood, e.borough].filter(Boolean).join(', ');
  const clock = e.allDay ? null : parseEventTime(e.time ?? '');
  const first = nyDate(e.date);
  if (!first.isValid) throw new RangeError(`Invalid event date: ${e.date}`);
  const entry = { title: e.title, location, allDay: false, isMovieReminder: false };
  const run = movieRun(e);
  if (run) {
    const { hour, minute } = MOVIE_REMINDER;
    const start = run.first.set({ hour, minute });
    return {
      ...entry,
      description: describe(e, true),
      start,
      end: start.plus({ minutes: MOVIE_REMINDER.minutes }),
      repeatUntil: run.last.set({ hour, minute }),
      isMovieReminder: true,
    };
  }
  const last = nyDate(e.endDate);
  const lastDay = last.isValid && last > first ? last : first;
  if (e.allDay) {
    return {
      ...entry,
      description: describe(e, false),
      start: first,
      end: lastDay.plus({ days: 1 }),
      allDay: true,
      repeatUntil: undefined,
    };
  }
  const { hour, minute } = clock ?? DEFAULT_TIME;
  const start = first.set({ hour, minute, second: 0, millisecond: 0 });
  return {
    ...entry,
    description: describe(e, false),
    start,
    end: lastDay.set({ hour, minute }).plus({ hours: EVENT_HOURS }),
    repeatUntil: undefined,
  };
}

const compact = (d: DateTime) => d.toFormat("yyyyMMdd'T'HHmmss");
/** An all-day entry's day as iCalendar and Google write dates. */
export const calendarDate = (d: DateTime) => d.toFormat('yyyyMMdd');

/** RRULE text shared by the Google link, the Calendar API and .ics files. */
export function recurrenceRule(entry: CalendarEntry): string | undefined {
  if (!entry.repeatUntil) return undefined;
  return `RRULE:FREQ=DAILY;UNTIL=${entry.repeatUntil.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
}

/** Google Calendar's "add event" template link, in New York time; dates alone for all-day. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const dates = entry.allDay
    ? `${calendarDate(entry.start)}/${calendarDate(entry.end)}`
    : `${compact(entry.start)}/${compact(entry.end)}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates,
    details: entry.description,
    location: entry.location,
    ctz: NYC_ZONE,
  });
  const rule = recurrenceRule(entry);
  if (rule) params.set('recur', rule);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

const MAX_NAME_LENGTH = 60;

/** Letters, digits, `_` and single hyphens: at most 60 characters, no hyphen at the ends. */
function slug(text: string): string {
  const words = text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/[\s-]+/g, '-');
  const cut = Array.from(words).slice(0, MAX_NAME_LENGTH).join('');
  return cut.replace(/^-+|-+$/g, '');
}

export interface IcsFileNames {
  /** The title in its own script, for clients that read RFC 6266 `filename*`. */
  unicode: string;
  /** Plain ASCII for the `filename` fallback. */
  ascii: string;
}

/** File names safe on every OS, from the event title. */
export function icsFileNames(title: string): IcsFileNames {
  // NFKD splits accents from their letters, so "Café" falls back to "Cafe" rather than "Caf".
  const asciiOnly = title.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return {
    unicode: `${slug(title.normalize('NFC')) || 'event'}.ics`,
    ascii: `${slug(asciiOnly) || 'event'}.ics`,
  };
}

/** RFC 5987 attr-chars stay as they are; encodeURIComponent leaves a few others unescaped. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** An RFC 6266 attachment header: old clients read `filename`, current ones `filename*`. */
export function attachmentDisposition(names: IcsFileNames): string {
  return `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeExtValue(names.unicode)}`;
}
