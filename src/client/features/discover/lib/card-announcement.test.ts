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
    'Jazz at the Vanguard, Fri, Mar 14, 8:00 PM at Village Vanguard. Card 3 of 20. ' +
      'Right arrow to love, left to pass, down for maybe.',
  );
});

it('leaves out a venue the event does not have', () => {
  const event = makeEvent({ title: 'Pop-up', date: '2031-03-14', time: 'TBD', venue: '' });
  expect(cardAnnouncement(event, 1, 1)).toMatch(/^Pop-up, Fri, Mar 14, TBD\. Card 1 of 1\./);
});

it('says why the deck dealt the card', () => {
  const event = {
    ...makeEvent({ title: 'Open mic', date: '2031-03-14', time: '8:00PM', venue: '' }),
  };
  expect(cardAnnouncement({ ...event, reason: 'Because you loved 3 Comedy events' }, 2, 9)).toBe(
    'Open mic, Fri, Mar 14, 8:00 PM. Because you loved 3 Comedy events. Card 2 of 9. ' +
      'Right arrow to love, left to pass, down for maybe.',
  );
});
