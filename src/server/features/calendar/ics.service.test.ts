import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs } from '#server/features/calendar/ics.service.ts';
import type { CalendarSource } from '#shared/calendar.ts';
import { readCalendar } from '#test/support/calendar/read-calendar.ts';

const HOST = 'swipe.example';

const show: CalendarSource = {
  id: 7,
  title: 'Jazz at Dusk',
  description: 'Live trio.',
  date: '2026-12-05',
  time: '8:30 PM',
  venue: 'Blue Note',
};
const movie: CalendarSource = {
  id: 8,
  title: 'Indie Premiere',
  date: '2026-03-05',
  isMovie: true,
  startDate: '2026-03-05',
  endDate: '2026-03-12',
  sourceUrl: 'https://films.example/indie',
};

/** Parses strictly with ical.js, registering the file's own VTIMEZONE as a calendar app would. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root.getAllSubcomponents('vevent');
}

/** The unfolded content lines of the first VEVENT. */
function eventLines(text: string): string[] {
  const body = /BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT\r\n/.exec(text)![1]!;
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

const build = (sources: CalendarSource[]) => buildIcs(sources, { host: HOST });

describe('buildIcs', () => {
  it('ends every line, the last included, with CRLF', () => {
    const text = build([show, movie]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(parse(text)).toHaveLength(2);
  });

  it('writes every property of an event before its alarm', () => {
    const text = build([movie]);
    const lines = eventLines(text);
    expect(lines.slice(lines.indexOf('BEGIN:VALARM'))).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:PT0M',
      'DESCRIPTION:Indie Premiere',
      'END:VALARM',
    ]);
    expect(lines).toContain('URL;VALUE=URI:https://films.example/indie');
    const [event] = parse(text);
    expect(event!.getFirstPropertyValue('url')).toBe('https://films.example/indie');
    expect(event!.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('writes a start New York passes twice in UTC, as its first (EDT) pass', () => {
    const text = build([{ ...show, date: '2026-11-01', time: '1:30 AM' }]);
    const [event] = parse(text);
    expect(text).toContain('DTSTART:20261101T053000Z\r\n');
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('writes DURATION rather than a DTEND that falls in the repeated fall-back hour', () => {
    // 12:30 AM EDT on 1 Nov 2026 plus two hours is 1:30 AM EST: 1:30 AM happens twice that night.
    const text = build([{ ...show, date: '2026-11-01', time: '12:30 AM' }, movie]);
    expect(text).not.toContain('DTEND');
    const [late, reminder] = parse(text).map((c) => new ICAL.Event(c));
    expect(eventLines(text)).toContain('DTSTART;TZID=America/New_York:20261101T003000');
    expect(eventLines(text)).toContain('DURATION:PT2H');
    expect(late!.startDate.toJSDate().toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(late!.duration.toSeconds()).toBe(2 * 60 * 60);
    expect(reminder!.duration.toString()).toBe('PT30M');
  });

  it('writes SEQUENCE from the revision and UIDs qualified with the host', () => {
    const [stored, adhoc] = parse(
      build([
        { ...show, revision: 3 },
        { ...show, id: undefined },
      ]),
    );
    expect(stored!.getFirstPropertyValue('uid')).toBe(`event-7@${HOST}`);
    expect(stored!.getFirstPropertyValue('sequence')).toBe(3);
    expect(adhoc!.getFirstPropertyValue('uid')).toMatch(new RegExp(`^adhoc-[0-9a-f]{24}@${HOST}$`));
    expect(adhoc!.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('stamps a stored event with its last change, so a feed stays byte-stable', () => {
    const updatedAt = new Date('2026-06-01T12:00:00Z');
    const text = build([{ ...show, updatedAt }]);
    expect(eventLines(text)).toContain('DTSTAMP:20260601T120000Z');
    expect(build([{ ...show, updatedAt }])).toBe(text);
  });

  it('strips control characters from text and keeps description line breaks escaped', () => {
    const text = build([
      {
        ...show,
        title: 'Jazz\u0007 at\tDusk\u009b',
        description: 'Line one\u0000\r\nLine\u007f two',
        venue: 'Blue\nNote',
      },
    ]);
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const [event] = parse(text).map((c) => new ICAL.Event(c));
    expect(event!.summary).toBe('Jazz at Dusk');
    expect(event!.description).toBe('Line one\nLine two');
    expect(event!.location).toBe('Blue Note');
  });

  it('leaves DESCRIPTION out when there is nothing to say', () => {
    const text = build([{ ...show, description: ' ' }]);
    expect(text).not.toContain('DESCRIPTION');
    expect(parse(text)).toHaveLength(1);
  });

  it('asks subscribers to fetch again hourly when a refresh interval is given', () => {
    const feed = buildIcs([show], { host: HOST, refreshSeconds: 3600 });
    expect(feed).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(build([show])).not.toContain('REFRESH-INTERVAL');
  });

  it('writes an all-day event as dates, its DTEND the day after its last day', () => {
    const text = build([
      { ...show, id: 1, time: 'All day', allDay: true, endDate: '2026-12-05' },
      { ...show, id: 2, time: 'All day', allDay: true, endDate: '2027-01-29' },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20270130\r\n');
    expect(text).not.toMatch(/DURATION|T000000/);
    expect(readCalendar(text).map((e) => [e.allDay, e.start, e.end, e.occurrences])).toEqual([
      [true, '2026-12-05', '2026-12-06', ['2026-12-05']],
      [true, '2026-12-05', '2027-01-30', ['2026-12-05']],
    ]);
  });

  it('spans a timed event over several days from its start to two hours after it on the last day', () => {
    // Across the end of summer time: the last day ends at 9:30 PM EST.
    const [fest] = readCalendar(
      build([{ ...show, date: '2026-10-30', time: '7:30 PM', endDate: '2026-11-02' }]),
    );
    expect(fest).toMatchObject({
      allDay: false,
      start: '2026-10-30T23:30:00.000Z',
      end: '2026-11-03T02:30:00.000Z',
      occurrences: ['2026-10-30T23:30:00.000Z'],
    });
  });

  it('makes every run a noon reminder with an alarm, show time or not', () => {
    const run = { ...movie, date: '2026-03-07', startDate: '2026-03-07', endDate: '2026-03-09' };
    const text = build([
      { ...run, id: 1, time: '7:30 PM' },
      { ...run, id: 2, time: 'TBD' },
      { ...run, id: 3, time: '7:30 PM', endDate: '2026-03-07' },
    ]);
    const [shows, reminder, once] = readCalendar(text);
    expect(shows).toMatchObject({
      end: '2026-03-07T17:30:00.000Z',
      occurrences: [
        '2026-03-07T17:00:00.000Z',
        '2026-03-08T16:00:00.000Z',
        '2026-03-09T16:00:00.000Z',
      ],
    });
    expect(reminder).toMatchObject({
      end: '2026-03-07T17:30:00.000Z',
      occurrences: [
        '2026-03-07T17:00:00.000Z',
        '2026-03-08T16:00:00.000Z',
        '2026-03-09T16:00:00.000Z',
      ],
    });
    // A one-day film with a time: an ordinary two-hour event, no repetition, no alarm.
    expect(once).toMatchObject({
      end: '2026-03-08T02:30:00.000Z',
      occurrences: ['2026-03-08T00:30:00.000Z'],
    });
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
  });
});
