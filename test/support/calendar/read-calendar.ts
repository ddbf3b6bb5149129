import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';
import { expect } from 'vitest';

/** One VEVENT as a calendar app would show it. */
export interface ReadEntry {
  uid: string;
  summary: string;
  allDay: boolean;
  /** A date (YYYY-MM-DD) for an all-day entry, else the UTC instant. */
  start: string;
  /** Exclusive: the day after the last for an all-day entry, else the UTC instant. */
  end: string;
  /** Every occurrence's start, written as `start` is; the start alone when it does not repeat. */
  occurrences: string[];
}

const MAX_OCCURRENCES = 400;

function byIcalJs(text: string): ReadEntry[] {
  const root = new ICAL.Component(ICAL.parse(text));
  // The file's own VTIMEZONE, registered as a calendar app does.
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    const at = (t: ICAL.Time) => (t.isDate ? t.toString() : t.toJSDate().toISOString());
    const occurrences: string[] = [];
    const it = e.iterator();
    for (let next = it.next(); next && occurrences.length < MAX_OCCURRENCES; next = it.next()) {
      occurrences.push(at(next));
    }
    return {
      uid: e.uid,
      summary: e.summary,
      allDay: e.startDate.isDate,
      start: at(e.startDate),
      end: at(e.endDate),
      occurrences: e.isRecurring() ? occurrences : [at(e.startDate)],
    };
  });
}

/** node-ical gives a date-only value as local midnight of that day. */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function byNodeIcal(text: string): ReadEntry[] {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (v): v is VEvent => v?.type === 'VEVENT',
  );
  return events.map((e) => {
    const allDay = e.datetype === 'date';
    const at = (d: Date) => (allDay ? localDay(d) : d.toISOString());
    return {
      uid: e.uid,
      summary: typeof e.summary === 'string' ? e.summary : e.summary.val,
      allDay,
      start: at(e.start),
      end: at(e.end!),
      occurrences: e.rrule
        ? e.rrule.all((_, i) => i < MAX_OCCURRENCES).map((d) => d.toISOString())
        : [at(e.start)],
    };
  });
}

/**
 * Reads a calendar file with two independent parsers, ical.js (Thunderbird's) and node-ical,
 * checks that they read the same entries, and answers them.
 */
export function readCalendar(text: string): ReadEntry[] {
  const first = byIcalJs(text);
  const second = byNodeIcal(text);
  expect(second).toEqual(first);
  return first;
}
