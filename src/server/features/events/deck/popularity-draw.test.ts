import { describe, expect, it } from 'vitest';
import { popularityDraw } from './popularity-draw.ts';

const HOUR_MS = 3_600_000;
const hour = 493_000 * HOUR_MS;

describe('popularity draw', () => {
  it('is fixed for a person, an event and the hour a pass began', () => {
    expect(popularityDraw('ann', hour + 5_000, 7)).toBe(popularityDraw('ann', hour + 3_000_000, 7));
    expect(popularityDraw('ann', hour, 7)).not.toBe(popularityDraw('ann', hour + HOUR_MS, 7));
    expect(popularityDraw('ann', hour, 7)).not.toBe(popularityDraw('bob', hour, 7));
    expect(popularityDraw('ann', hour, 7)).not.toBe(popularityDraw('ann', hour, 8));
  });

  it('is a standard normal draw over many events', () => {
    const draws = Array.from({ length: 4000 }, (_, id) => popularityDraw('ann', hour, id));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean)).toBeLessThan(0.06);
    expect(sd).toBeGreaterThan(0.94);
    expect(sd).toBeLessThan(1.06);
    expect(draws.filter((d) => d > 1.96).length / draws.length).toBeCloseTo(0.025, 1);
  });
});
