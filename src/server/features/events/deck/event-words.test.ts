import { describe, expect, it } from 'vitest';
import { eventWords, MAX_WORDS } from './event-words.ts';

describe('event words', () => {
  it("keeps what the event is about: lowercased, no listing words, a plural's s off", () => {
    expect(
      eventWords('Late-night Jazz Trios at Birdland', 'Tickets for the NYC jazz event'),
    ).toEqual(['late-night', 'jazz', 'trio', 'birdland']);
    // Not the s of "jazz", "class" or "bus".
    expect(eventWords('Class on the bus', '')).toEqual(['class', 'bus']);
  });

  it('reads a bounded handful, the title first', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    const words = eventWords('Salsa social', long.join(' '));
    expect(words).toHaveLength(MAX_WORDS);
    expect(words.slice(0, 2)).toEqual(['salsa', 'social']);
  });
});
