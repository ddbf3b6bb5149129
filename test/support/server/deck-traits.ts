import type { EventTraits } from '#server/features/events/deck/taste-model.ts';

/** An event as the deck's taste model reads it: a Brooklyn music night, changed by `overrides`. */
export const eventTraits = (overrides: Partial<EventTraits> = {}): EventTraits => ({
  category: 'music',
  borough: 'Brooklyn',
  neighborhood: 'Williamsburg',
  venue: 'Hall',
  performer: null,
  dayPart: 3,
  band: 2,
  weekend: false,
  leadDays: 3,
  ...overrides,
});
