import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import { actionFor } from './simulate.ts';

const count = (chance: number, maybe: number) => {
  const random = seededRandom(1);
  const tally = { liked: 0, maybe: 0, passed: 0 };
  for (let i = 0; i < 20_000; i += 1) tally[actionFor(random, chance, maybe)] += 1;
  return tally;
};

describe('a swipe', () => {
  it('loves with the chance, and says maybe only to a middling card it did not love', () => {
    const middling = count(0.4, 0.5);
    expect(middling.liked / 20_000).toBeCloseTo(0.4, 1);
    expect(middling.maybe / 20_000).toBeCloseTo(0.3, 1);
    expect(count(0.1, 0.5).maybe).toBe(0);
    expect(count(0.8, 0.5).maybe).toBe(0);
  });
});
