import { expect, it } from 'vitest';
import { makeEvent } from '#test/support/client/make-event.ts';
import { cardAnnouncement } from './card-announcement.ts';

it('says the title, day, time, venue, place in the deck and the keys', () => {
  const event = makeEvent({
    title: 'Jazz at the Vanguard',
    date: '2031-03-14',
    time: '8:00PM',
    venue: 'Village Vanguard',
  });
  expect(cardAnnouncement(event, 3, 20)).toBe(
    'Jazz at the Vanguard, Friday, March 14, 8:00 PM at Village Vanguard. Card 3 of 20. ' +
      'Right arrow to love, left to pass, down for maybe.',
  );
});

it('leaves out a venue the event does not have', () => {
  const event = makeEvent({ title: 'Pop-up', date: '2031-03-14', time: 'TBD', venue: '' });
  expect(cardAnnouncement(event, 1, 1)).toMatch(/^Pop-up, Friday, March 14, TBD\. Card 1 of 1\./);
});

it('says an all-day event and a span in full words', () => {
  const allDay = makeEvent({ title: 'Fair', date: '2031-03-14', time: 'All day', allDay: true });
  expect(cardAnnouncement(allDay, 1, 2)).toMatch(/^Fair, Friday, March 14, all day at /);
  const run = makeEvent({ title: 'Show', date: '2031-03-14', time: 'All day', allDay: true });
  expect(cardAnnouncement({ ...run, endDate: '2031-04-02' }, 2, 2)).toMatch(
    /^Show, Friday, March 14 to Wednesday, April 2 at /,
  );
});

it('says why the deck dealt the card', () => {
  const event = {
    ...makeEvent({ title: 'Open mic', date: '2031-03-14', time: '8:00PM', venue: '' }),
  };
  expect(cardAnnouncement({ ...event, reason: 'Because you loved 3 Comedy events' }, 2, 9)).toBe(
    'Open mic, Friday, March 14, 8:00 PM. Because you loved 3 Comedy events. Card 2 of 9. ' +
      'Right arrow to love, left to pass, down for maybe.',
  );
});
