import { describe, expect, it } from 'vitest';
import { levelFor, parseTotalCount } from './profile-level.ts';

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

describe('parseTotalCount', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
  ])('reads %j', (header, count) => {
    expect(parseTotalCount(header)).toBe(count);
  });

  it.each([null, '', 'abc', '-1', '1.5', '12px'])('gives null for %j', (header) => {
    expect(parseTotalCount(header)).toBeNull();
  });
});
