import { describe, expect, it } from 'vitest';
import { crawlState } from './crawl-state.ts';

const source = (ok: boolean) => ({ ok }) as { ok: boolean } & Record<string, unknown>;
const result = (...oks: boolean[]) =>
  ({ sources: oks.map(source) }) as unknown as Parameters<typeof crawlState>[1];

describe('crawlState', () => {
  it('is one status that matches the last result', () => {
    expect(crawlState(false, null, false)).toBe('Ready');
    expect(crawlState(false, result(true, true), false)).toBe('Ready');
    expect(crawlState(false, result(true, false), false)).toBe('Partly failed');
    // Every source failed: never "Ready".
    expect(crawlState(false, result(false, false), false)).toBe('Failed');
    expect(crawlState(false, null, true)).toBe('Failed');
    expect(crawlState(true, result(false), false)).toBe('Running');
  });
});
