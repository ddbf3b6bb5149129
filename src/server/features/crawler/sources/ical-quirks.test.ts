import { describe, expect, it } from 'vitest';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';

const wide = { from: new Date('2030-01-01'), to: new Date('2030-12-31') };
const calendar = (prodid: string, ...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodid}`,
    ...events.flatMap((e) => ['BEGIN:VEVENT', e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('calendar quirks', () => {
  it('reads The Events Calendar UTC+0 times as New York wall-clock time', async () => {
    const text = calendar(
      '-//Prospect Park Audubon - ECPv6.3.5//NONSGML v1.0//EN',
      'UID:10-1@example.org\r\nSUMMARY:Bird Walk\r\nDTSTART;TZID=UTC+0:20300504T073000\r\nDTEND;TZID=UTC+0:20300504T090000',
      'UID:10-2@example.org\r\nSUMMARY:Plant Sale\r\nDTSTART;VALUE=DATE:20300505\r\nDTEND;VALUE=DATE:20300506',
    );
    const [walk, sale] = await parseCalendar(text, {}, wide);
    expect([walk?.date, walk?.time]).toEqual(['2030-05-04', '7:30 AM']);
    expect([sale?.date, sale?.time, sale?.allDay]).toEqual(['2030-05-05', 'All day', true]);
  });

  it('keys an event without a UID by its URL, else its summary and start, the same each time', async () => {
    const text = calendar(
      '-//Meetup//RemoteApi//EN',
      'SUMMARY:Open Mic\r\nURL:https://example.org/e/1\r\nDTSTART:20300601T230000Z',
      'SUMMARY:Open Mic\r\nDTSTART:20300608T230000Z',
    );
    const first = await parseCalendar(text, {}, wide);
    const again = await parseCalendar(text, {}, wide);
    expect(first).toHaveLength(2);
    expect(first.map((e) => e.sourceId)).toEqual(again.map((e) => e.sourceId));
    expect(first[0]?.sourceId).not.toBe(first[1]?.sourceId);
  });

  it('reads every calendar of a file that glues several together', async () => {
    const text =
      calendar('-//A//EN', 'UID:a\r\nSUMMARY:First\r\nDTSTART:20300601T230000Z') +
      calendar('-//B//EN', 'UID:b\r\nSUMMARY:Second\r\nDTSTART:20300602T230000Z');
    expect((await parseCalendar(text, {}, wide)).map((e) => e.title)).toEqual(['First', 'Second']);
  });

  it('turns escaped line breaks into breaks in every text field', async () => {
    const text = calendar(
      '-//Springshare//LibCal//EN',
      'UID:c\r\nSUMMARY:Story\\\\nTime\r\nLOCATION:Room 2\\\\n, 455 Fifth Ave, New York, NY 10016\r\nDESCRIPTION:Line one\\\\nLine two\r\nDTSTART:20300601T140000Z',
    );
    const [e] = await parseCalendar(text, {}, wide);
    for (const field of [e?.title, e?.venue, e?.description]) expect(field).not.toContain('\\n');
    expect(e?.description).toBe('Line one Line two');
  });

  it('calls an event whose location is a meeting link online only', async () => {
    const text = calendar(
      '-//Springshare//LibCal//EN',
      'UID:d\r\nSUMMARY:Webinar\r\nLOCATION:https://zoom.us/j/1\r\nDTSTART:20300601T140000Z',
    );
    expect((await parseCalendar(text, {}, wide))[0]?.unusable).toBe('online-only');
  });
});
