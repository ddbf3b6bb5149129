import { DateTime } from 'luxon';
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
  startDate?: string | null | undefined;
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
  start: DateTime;
  end: DateTime;
  /** Daily repetition until this instant (inclusive), for movie reminders. */
  repeatUntil: DateTime | undefined;
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

/**
 * The calendar entry for an event: 2 hours from its New York start (7:00 PM when the time
 * cannot be read). A movie with a valid date range becomes a 30-minute 12:00 PM reminder
 * repeating daily until its end date; a movie with bad dates falls back to a single entry.
 */
export function calendarEntry(e: CalendarSource): CalendarEntry {
  const location = [e.venue, e.neighborhood, e.borough].filter(Boolean).join(', ');
  if (e.isMovie) {
    const first = nyDate(e.startDate);
    const last = nyDate(e.endDate);
    if (first.isValid && last.isValid && last >= first) {
      const start = first.set({ hour: MOVIE_REMINDER.hour, minute: MOVIE_REMINDER.minute });
      return {
        title: e.title,
        description: describe(e, true),
        location,
        start,
        end: start.plus({ minutes: MOVIE_REMINDER.minutes }),
        repeatUntil: last.set({ hour: MOVIE_REMINDER.hour, minute: MOVIE_REMINDER.minute }),
        isMovieReminder: true,
      };
    }
  }
  const { hour, minute } = parseEventTime(e.time ?? '') ?? DEFAULT_TIME;
  const start = nyDate(e.date).set({ hour, minute, second: 0, millisecond: 0 });
  if (!start.isValid) throw new RangeError(`Invalid event date: ${e.date}`);
  return {
    title: e.title,
    description: describe(e, false),
    location,
    start,
    end: start.plus({ hours: EVENT_HOURS }),
    repeatUntil: undefined,
    isMovieReminder: false,
  };
}

const compact = (d: DateTime) => d.toFormat("yyyyMMdd'T'HHmmss");

/** RRULE text shared by the Google link, the Calendar API and .ics files. */
export function recurrenceRule(entry: CalendarEntry): string | undefined {
  if (!entry.repeatUntil) return undefined;
  return `RRULE:FREQ=DAILY;UNTIL=${entry.repeatUntil.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
}

/** Google Calendar's "add event" template link, in New York time. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compact(entry.start)}/${compact(entry.end)}`,
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
