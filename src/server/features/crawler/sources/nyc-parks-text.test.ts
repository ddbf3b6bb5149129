import { describe, expect, it } from 'vitest';
import { asksForTicketOrSignUp } from '#server/features/crawler/sources/nyc-parks-text.ts';

describe('what a Parks listing asks of the people who come', () => {
  it('reads tickets, fees and required sign-ups as not simply free', () => {
    for (const text of [
      'Registration is required.',
      'Tickets are $10 at the door.',
      'A $5 fee covers materials.',
      'Reservations are required; call ahead.',
    ]) {
      expect([text, asksForTicketOrSignUp(text)]).toEqual([text, true]);
    }
  });

  it('reads what the listing says is not needed as free', () => {
    for (const text of [
      'This class is free and no registration is required.',
      'No tickets needed; just show up.',
      'Registration is not required.',
      'Free of charge. No RSVP necessary.',
    ]) {
      expect([text, asksForTicketOrSignUp(text)]).toEqual([text, false]);
    }
  });
});
