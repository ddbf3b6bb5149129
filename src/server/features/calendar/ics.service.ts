import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { calendarEntry, type CalendarSource } from '#shared/calendar.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** Stable across downloads, so re-importing updates the entry instead of duplicating it. */
function uid(e: CalendarSource): string {
  if (e.id) return `event-${e.id}@swipenyc`;
  const digest = createHash('sha256')
    .update([e.title, e.date, e.time, e.venue].join('|'))
    .digest('hex');
  return `adhoc-${digest.slice(0, 24)}@swipenyc`;
}

/**
 * An RFC 5545 calendar with a VTIMEZONE for New York. Movies repeat daily with an alarm at
 * the start. ical-generator's own timezone option drops the Z from DTSTAMP and UNTIL, hence
 * the explicit VTIMEZONE generator and a per-event timezone.
 */
export function buildIcs(sources: CalendarSource[], name = 'SwipeNYC'): string {
  const cal = ical({ name, prodId: { company: 'SwipeNYC', product: 'SwipeNYC', language: 'EN' } });
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  for (const source of sources) {
    const entry = calendarEntry(source);
    const event = cal.createEvent({
      id: uid(source),
      start: entry.start,
      end: entry.end,
      timezone: NYC_ZONE,
      summary: entry.title,
      description: entry.description,
      location: entry.location || null,
      url: source.sourceUrl && source.sourceUrl !== '#' ? source.sourceUrl : null,
      repeating: entry.repeatUntil
        ? { freq: ICalEventRepeatingFreq.DAILY, until: entry.repeatUntil }
        : null,
    });
    if (entry.isMovieReminder) {
      event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: entry.title });
    }
  }
  // SPEC states the alarm offset in minutes; PT0M and PT0S are the same RFC 5545 duration.
  return cal.toString().replace(/^TRIGGER:PT0S(?=\r?$)/gm, 'TRIGGER:PT0M');
}
