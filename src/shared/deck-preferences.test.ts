import { describe, expect, it } from 'vitest';
import {
  PRICE_BANDS,
  dayPartFor,
  dayPartOfHour,
  normalizeDeckPreferences,
  priceBandOf,
  priceBandsFor,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import { deckCursorSchema, deckCursorText } from '#shared/schemas/events.ts';

const none: DeckPreferences = {
  preferredTime: 'any',
  priceRange: 'any',
  homeNeighborhood: null,
  maxDistanceMiles: null,
};

describe('deck preferences', () => {
  it('splits the day at 5, 12, 17 and 21 o’clock New York time', () => {
    const parts = Array.from({ length: 24 }, (_, hour) => dayPartOfHour(hour));
    expect(parts).toEqual([4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4]);
    expect(dayPartFor.evening).toBe(3);
    expect(dayPartFor.any).toBeNull();
  });

  it('bands prices by the cheapest ticket', () => {
    expect([null, 0, 1, 2499, 2500, 4999, 5000, 90000].map(priceBandOf)).toEqual([
      PRICE_BANDS.unknown,
      PRICE_BANDS.free,
      PRICE_BANDS.under25,
      PRICE_BANDS.under25,
      PRICE_BANDS.under50,
      PRICE_BANDS.under50,
      PRICE_BANDS.from50,
      PRICE_BANDS.from50,
    ]);
    // "Under $25" includes free events; an unknown price matches no range.
    expect(priceBandsFor['under-25']).toEqual([PRICE_BANDS.free, PRICE_BANDS.under25]);
    expect(Object.values(priceBandsFor).flat()).not.toContain(PRICE_BANDS.unknown);
  });

  it('counts a travel distance only with both a home and a distance', () => {
    expect(ranksDeck(none)).toBe(false);
    expect(ranksDeck({ ...none, homeNeighborhood: 'Chelsea' })).toBe(false);
    expect(ranksDeck({ ...none, maxDistanceMiles: 5 })).toBe(false);
    expect(ranksDeck({ ...none, homeNeighborhood: 'Chelsea', maxDistanceMiles: 5 })).toBe(true);
    expect(ranksDeck({ ...none, priceRange: 'free' })).toBe(true);
    expect(normalizeDeckPreferences({ ...none, priceRange: 'free', maxDistanceMiles: 5 })).toEqual({
      ...none,
      priceRange: 'free',
    });
  });
});

describe('deck cursor', () => {
  const pass = {
    passMs: 1_700_000_000_000,
    dealt: 42,
    history: { recent: ['comedy', 'music', 'other'], sinceSoon: 3 },
  };

  it('carries the pass, its recent categories and the preferences it began with', () => {
    const prefs: DeckPreferences = {
      preferredTime: 'late-night',
      priceRange: 'under-50',
      homeNeighborhood: "Hell's Kitchen",
      maxDistanceMiles: 10,
    };
    const text = deckCursorText(pass, prefs);
    expect(text).toBe('1700000000000.42.Hbaq-3.~late-night~under-50~hell-s-kitchen~10');
    expect(deckCursorSchema.parse(text)).toEqual({ ...pass, prefs });
    const timeOnly = deckCursorText(pass, { ...none, preferredTime: 'morning' });
    expect(timeOnly).toBe('1700000000000.42.Hbaq-3.~morning~any~~');
    expect(deckCursorSchema.parse(timeOnly).prefs).toEqual({ ...none, preferredTime: 'morning' });
  });

  it('writes no preferences when none rank, and reads their absence as none', () => {
    expect(deckCursorText(pass, none)).toBe('1700000000000.42.Hbaq-3');
    expect(deckCursorSchema.parse('5.6').prefs).toBeUndefined();
  });

  it('still reads a cursor from before the deck learned, dropping its boosts', () => {
    expect(deckCursorSchema.parse('1700000000000.9.comedy-3600.~evening~any~~')).toEqual({
      passMs: 1_700_000_000_000,
      dealt: 9,
      history: { recent: [], sinceSoon: 0 },
      prefs: { ...none, preferredTime: 'evening' },
    });
    expect(() => deckCursorSchema.parse('1700000000000.9.Hbz-1')).toThrow();
  });
});
