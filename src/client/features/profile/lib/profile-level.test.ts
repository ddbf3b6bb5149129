import { describe, expect, it } from 'vitest';
import { levelProgress } from './profile-level.ts';

describe('levelProgress', () => {
  it.each([
    [0, 10, 0],
    [1, 9, 0.1],
    [9, 1, 0.9],
    [10, 10, 0],
    [11, 9, 0.1],
    [105, 5, 0.5],
  ])('%i swipes → %i to the next level, %f of the way', (swipes, swipesToNext, progress) => {
    expect(levelProgress(swipes)).toEqual({ swipesToNext, progress });
  });

  it('treats a negative count as none', () => {
    expect(levelProgress(-5)).toEqual({ swipesToNext: 10, progress: 0 });
  });
});
