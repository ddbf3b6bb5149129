import { describe, expect, it } from 'vitest';
import { levelFor } from './profile-level.ts';

describe('levelFor', () => {
  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 2],
    [19, 2],
    [20, 3],
    [105, 11],
  ])('%i swipes → level %i', (swipes, level) => {
    expect(levelFor(swipes)).toBe(level);
  });

  it('never goes below level 1', () => {
    expect(levelFor(-5)).toBe(1);
  });
});
