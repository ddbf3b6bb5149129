import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, slowdownMs } from '#server/auth/sign-in-limit.ts';

describe('slowdownMs', () => {
  it('holds nothing back for the first wrong passwords, then doubles up to the cap', () => {
    const waits = Array.from({ length: FREE_FAILURES + 8 }, (_, i) => slowdownMs(i, 16));
    expect(waits).toEqual([
      ...Array(FREE_FAILURES + 1).fill(0),
      1000,
      2000,
      4000,
      8000,
      16000,
      16000,
      16000,
    ]);
  });

  it('never waits with a cap of zero', () => {
    expect(slowdownMs(1000, 0)).toBe(0);
  });
});
