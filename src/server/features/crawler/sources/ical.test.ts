import { describe, expect, it } from 'vitest';
import { ALL_DAY } from '#shared/event-span.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

const window = { from: new Date('2025-09-01T04:00:00Z'), to: new Date('2025-09-29T04:00:00Z') };
const defaults = {
  place: { venue: 'The Graduate Center, CUNY', borough: 'Manhattan' as const },
  category: 'lecture' as const,
};

describe('iCalendar feeds', () => {
  it('reads events with their New York time, place and categories', async () => {
    const events = await parseCalendar(fixtureText('library-calendar.ics'), defaults, window);
    expect(events.find((e) => e.sourceId === 'LibCal-15537-14210387')).toEqual({
      sourceId: 'LibCal-15537-14210387',
      title: 'Author Talk: The Power Broker at Fifty',
      description:
        'A conversation on Robert Moses and the making of modern New York, fifty years on. Free and open to the public; registration required.',
      date: '2025-09-04',
      time: '6:30 PM',
      endDate: null,
      venue: 'Martin E. Segal Theatre',
      price: 'Free',
      category: 'lecture',
      originalCategory: 'Lectures & Talks, Public Programs',
      performer: null,
      url: 'https://gc-cuny.libcal.com/event/14210387',
      imageUrl: null,
      location: null,
      borough: 'Manhattan',
      address: { locality: 'New York', region: 'NY', postalCode: '10016' },
      placeText:
        'Martin E. Segal Theatre, The Graduate Center, 365 Fifth Avenue, New York, NY 10016',
      zone: 'America/New_York',
      declared: defaults.place,
    });
    expect(events.find((e) => e.title === 'Jazz in the Library: Trio Night')).toMatchObject({
      price: '$10',
      category: 'music',
      location: { lat: 40.7486, lng: -73.984 },
    });
  });

  it('lists a weekly event on its days within the window, without its exceptions', async () => {
    const events = await parseCalendar(fixtureText('library-calendar.ics'), defaults, window);
    expect(
      events
        .filter((e) => e.title === 'English Conversation Group')
        .map((e) => [e.date, e.time, e.sourceId]),
    ).toEqual([
      ['2025-09-02', '10:00 AM', 'LibCal-15537-14199021@2025-09-02T14:00:00.000Z'],
      ['2025-09-09', '10:00 AM', 'LibCal-15537-14199021@2025-09-09T14:00:00.000Z'],
      ['2025-09-23', '10:00 AM', 'LibCal-15537-14199021@2025-09-23T14:00:00.000Z'],
    ]);
  });

  it('lists a weekly series with no end by its next two dates only', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:every-tuesday',
      'DTSTAMP:20250801T000000Z',
      'DTSTART;TZID=America/New_York:20250805T190000',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'SUMMARY:Tuesday open mic',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const events = await parseCalendar(ics, defaults, window);
    expect(events.map((e) => [e.date, e.time])).toEqual([
      ['2025-09-02', '7:00 PM'],
      ['2025-09-09', '7:00 PM'],
    ]);
  });

  it('keeps an all-day run to its last day, and marks cancelled events', async () => {
    const events = await parseCalendar(fixtureText('library-calendar.ics'), defaults, window);
    expect(events.find((e) => e.title === 'Exhibition: Mapping Manhattan')).toMatchObject({
      date: '2025-08-15',
      time: ALL_DAY,
      endDate: '2025-10-31',
      category: 'art',
    });
    expect(events.find((e) => e.title === 'Film Screening: Manhatta (1921)')?.unusable).toBe(
      'cancelled',
    );
  });

  it('reads UTC and floating times, CRLF lines and images, with the defaults for what is missing', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:utc-1',
      'DTSTAMP:20250801T000000Z',
      'DTSTART:20250905T230000Z',
      'SUMMARY:Late set',
      'IMAGE;VALUE=URI;DISPLAY=BADGE;FMTTYPE=image/png:https://example.org/set.png',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating-1',
      'DTSTAMP:20250801T000000Z',
      'DTSTART:20250906T190000',
      'SUMMARY:Story time',
      'URL:javascript:alert(1)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const events = await parseCalendar(ics, defaults, window);
    expect(events.map((e) => [e.date, e.time, e.venue, e.category, e.imageUrl, e.url])).toEqual([
      [
        '2025-09-05',
        '7:00 PM',
        'The Graduate Center, CUNY',
        'lecture',
        'https://example.org/set.png',
        null,
      ],
      ['2025-09-06', '7:00 PM', 'The Graduate Center, CUNY', 'lecture', null, null],
    ]);
  });

  it('refuses a document that is not a calendar', async () => {
    await expect(parseCalendar('<!doctype html><p>Moved</p>', defaults, window)).rejects.toThrow(
      'not an iCalendar file',
    );
  });
});
