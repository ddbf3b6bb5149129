/**
 * When an event happens, as every card and the share page word it (docs/product.md#all-day-events):
 * "Fri, Nov 27 · 8:00 PM", "Fri, Nov 27 · All day", "Dec 5 – Jan 29", "Through Sun". No luxon, so
 * it stays out of the client's first download; dates are calendar days in New York, printed from
 * their digits so the viewer's own time zone never shifts them.
 */
import { daysBetween } from '#shared/event-span.ts';
import { parseEventTime } from '#shared/event-time.ts';

export interface WhenSource {
  date: string;
  time: string;
  allDay?: boolean | undefined;
  /** The last day (inclusive); a span shows only when it is after `date`. */
  endDate?: string | null | undefined;
}

export interface EventWhen {
  /** What the card prints, abbreviated. */
  text: string;
  /** The same in full words, for screen readers. */
  spoken: string;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A span that has begun and ends within this many days says "Through {weekday}". */
const THROUGH_WEEKDAY_DAYS = 6;

interface Day {
  weekday: string;
  month: string;
  day: number;
}

function dayOf(date: string): Day | null {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return null;
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCMonth() !== m - 1) return null;
  return { weekday: DAYS[at.getUTCDay()]!, month: MONTHS[m - 1]!, day: d };
}

const short = (word: string) => word.slice(0, 3);

/** "2025-11-27" → "Thu, Nov 27"; an unreadable date is shown as given. */
export function formatEventDate(date: string): string {
  const d = dayOf(date);
  return d ? `${short(d.weekday)}, ${short(d.month)} ${d.day}` : date;
}

/** "7:00PM" → "7:00 PM"; free text such as "Doors at 8" is shown as given. */
export function formatEventTime(time: string): string {
  const parsed = parseEventTime(time);
  if (!parsed) return time.trim();
  const { hour, minute } = parsed;
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const ALL_DAY_TEXT = 'All day';

let nycDayFormat: Intl.DateTimeFormat | undefined;

/** Today's date in New York (YYYY-MM-DD), read with Intl rather than luxon. */
export function nycDateOf(now: Date): string {
  // Made once: a formatter costs far more to build than to use, and every card asks.
  nycDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = nycDayFormat.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The last day of a span over several days, or null for a one-day event. */
export function lastDayOf(e: Pick<WhenSource, 'date' | 'endDate'>): string | null {
  return e.endDate && e.endDate > e.date && dayOf(e.endDate) ? e.endDate : null;
}

function span(first: string, last: string, today: string): EventWhen {
  const a = dayOf(first);
  const b = dayOf(last)!;
  if (a && today >= first) {
    const left = daysBetween(today, last);
    if (left === 0) return { text: 'Through today', spoken: 'Through today' };
    if (left <= THROUGH_WEEKDAY_DAYS) {
      return { text: `Through ${short(b.weekday)}`, spoken: `Through ${b.weekday}` };
    }
    return {
      text: `Through ${short(b.month)} ${b.day}`,
      spoken: `Through ${b.weekday}, ${b.month} ${b.day}`,
    };
  }
  const from = a ? `${short(a.month)} ${a.day}` : first;
  return {
    text: `${from} – ${short(b.month)} ${b.day}`,
    spoken: `${a ? `${a.weekday}, ${a.month} ${a.day}` : first} to ${b.weekday}, ${b.month} ${b.day}`,
  };
}

/**
 * The card's "when" on `today` (New York, YYYY-MM-DD; now when left out): a one-day event shows its day and time or
 * "All day"; an event over several days shows its span, "Through {weekday}" once it has begun
 * and ends within a week, and its time when it has one.
 */
export function eventWhen(e: WhenSource, today?: string): EventWhen {
  const time = e.allDay ? '' : formatEventTime(e.time);
  const last = lastDayOf(e);
  if (last) {
    // Only a span reads today's date: the first use of a time-zone formatter loads the browser's
    // date data, which a phone's first card would otherwise wait for (docs/performance.md#web).
    const range = span(e.date, last, today ?? nycDateOf(new Date()));
    if (!time) return range;
    return { text: `${range.text} · ${time}`, spoken: `${range.spoken}, ${time}` };
  }
  const d = dayOf(e.date);
  const day = d ? `${d.weekday}, ${d.month} ${d.day}` : e.date;
  if (e.allDay) {
    return { text: `${formatEventDate(e.date)} · ${ALL_DAY_TEXT}`, spoken: `${day}, all day` };
  }
  return {
    text: [formatEventDate(e.date), time].filter(Boolean).join(' · '),
    spoken: [day, time].filter(Boolean).join(', '),
  };
}
