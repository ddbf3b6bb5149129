import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { DateTime } from 'luxon';
import { calendarEntry, type CalendarEntry, type CalendarSource } from '#shared/calendar.ts';
import { NYC_ZONE } from '#shared/time.ts';

export interface IcsOptions {
  /** PUBLIC_URL's host name: it makes the UIDs globally unique. */
  host: string;
  name?: string;
  /** For subscribed feeds: how often calendar apps should fetch the file again. */
  refreshSeconds?: number;
}

/** Stable across downloads, so re-importing updates the entry instead of duplicating it. */
function uid(e: CalendarSource, host: string): string {
  if (e.id) return `event-${e.id}@${host}`;
  const digest = createHash('sha256')
    .update([e.title, e.date, e.time, e.venue].join('|'))
    .digest('hex');
  return `adhoc-${digest.slice(0, 24)}@${host}`;
}

// RFC 5545 TEXT allows no control characters (C0, DEL, C1); line breaks survive only as the
// `\n` escape, which ical-generator writes for them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LINE_BREAK = /\r\n|\r|\n/;

const textLine = (value: string) =>
  value
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROL, (c) => (c === '\t' ? ' ' : '')))
    .join(' ');
const textLines = (value: string) => value.split(LINE_BREAK).map(textLine).join('\n');

/** Entries of a day or more: spans over several days. */
const overDays = (entry: CalendarEntry) => entry.end.diff(entry.start, 'days').days >= 1;

/**
 * An exact duration, for entries of a few hours: unlike a local DTEND, it cannot fall into the
 * repeated fall-back hour. An entry over several days has a DTEND instead, which every reader
 * places on the right wall-clock time whatever the DST changes in between (ical.js adds hours of
 * a DURATION on the wall clock, others exactly); an all-day entry's DTEND is a date.
 */
const duration = (entry: CalendarEntry) =>
  entry.allDay || overDays(entry)
    ? null
    : entry.end.diff(entry.start).shiftTo('hours', 'minutes').toISO()!;

/**
 * A wall time New York passes twice (1:30 AM on a fall-back day). RFC 5545 says a TZID time
 * means the first pass, but readers differ (ical.js, as in Thunderbird, takes the second), so
 * such a start is written in UTC, which every reader takes as the same instant.
 */
const ambiguous = (start: DateTime) => start.getPossibleOffsets().length > 1;

/** A timed entry's start (and DTEND over several days), in UTC when a wall time is ambiguous. */
function timed(entry: CalendarEntry) {
  const end = overDays(entry) ? entry.end : null;
  const utc = ambiguous(entry.start) || (end !== null && ambiguous(end));
  return {
    start: utc ? entry.start.toUTC() : entry.start,
    end: end && utc ? end.toUTC() : end,
    timezone: utc ? null : NYC_ZONE,
  };
}

const VEVENT = /BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g;
const VALARM = /BEGIN:VALARM\r\n[\s\S]*?END:VALARM\r\n/g;

/**
 * ical-generator can only write DTEND (left out of entries of a few hours) and puts URL after
 * VALARM, where some parsers stop reading the event: such an event gets its DURATION after
 * DTSTART, and every event its alarms after every property. `durations` follows the order the events were created in.
 */
function finishEvents(ics: string, durations: (string | null)[]): string {
  let index = 0;
  return ics.replace(VEVENT, (block) => {
    const alarms = block.match(VALARM) ?? [];
    const length = durations[index++];
    return block
      .replace(VALARM, '')
      .replace(/^DTSTART.*\r\n/m, (line) => (length ? `${line}DURATION:${length}\r\n` : line))
      .replace(/END:VEVENT\r\n$/, `${alarms.join('')}END:VEVENT\r\n`);
  });
}

/**
 * An RFC 5545 calendar with a VTIMEZONE for New York. All-day events are dates
 * (docs/product.md#all-day-events); a movie's run repeats daily, its noon reminder with an alarm
 * at the start. ical-generator's own timezone option drops the Z from DTSTAMP and UNTIL, hence
 * the explicit VTIMEZONE generator and a per-event timezone.
 */
export function buildIcs(sources: CalendarSource[], options: IcsOptions): string {
  const cal = ical({
    name: options.name ?? 'SwipeNYC',
    prodId: { company: 'SwipeNYC', product: 'SwipeNYC', language: 'EN' },
    ttl: options.refreshSeconds ?? null,
  });
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  const generatedAt = new Date();
  const durations: (string | null)[] = [];
  for (const source of sources) {
    const entry = calendarEntry(source);
    durations.push(duration(entry));
    const summary = textLine(entry.title);
    const event = cal.createEvent({
      id: uid(source, options.host),
      sequence: source.revision ?? 0,
      // Without a METHOD, DTSTAMP is when the event last changed; it keeps a feed byte-stable.
      stamp: source.updatedAt ?? generatedAt,
      ...(entry.allDay
        ? // ISO dates read as UTC midnights, whose UTC day is the day: no zone can shift it.
          { allDay: true, start: entry.start.toISODate()!, end: entry.end.toISODate()! }
        : timed(entry)),
      summary,
      description: textLines(entry.description) || null,
      location: textLine(entry.location) || null,
      url: source.sourceUrl && source.sourceUrl !== '#' ? source.sourceUrl : null,
      repeating: entry.repeatUntil
        ? { freq: ICalEventRepeatingFreq.DAILY, until: entry.repeatUntil }
        : null,
    });
    if (entry.isMovieReminder) {
      event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: summary });
    }
  }
  // The product states the alarm offset in minutes; PT0M and PT0S are the same RFC 5545 duration
  // (docs/decisions/003-ics-alarm-trigger.md).
  const ics = finishEvents(cal.toString(), durations).replace(
    /^TRIGGER:PT0S(?=\r?$)/gm,
    'TRIGGER:PT0M',
  );
  // RFC 5545 ends every content line, the last included, with CRLF.
  return ics.endsWith('\r\n') ? ics : `${ics}\r\n`;
}
