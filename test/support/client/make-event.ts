import type { Event } from '#shared/schemas/events.ts';

/** An event as the API sends it; override what the test is about. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    title: 'Jazz at the Vanguard',
    description: 'Late set with the house trio.',
    date: '2030-06-14',
    time: '8:00 PM',
    startsAt: '2030-06-15T00:00:00.000Z',
    venue: 'Village Vanguard',
    price: '$40',
    category: 'music',
    performer: null,
    sourceUrl: null,
    imageUrl: null,
    neighborhood: 'Greenwich Village',
    borough: 'Manhattan',
    isMovie: false,
    allDay: false,
    startDate: null,
    endDate: null,
    likeCount: 0,
    fromBusiness: false,
    ...overrides,
  };
}
