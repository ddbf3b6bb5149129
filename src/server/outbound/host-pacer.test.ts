import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostPacer } from '#server/outbound/host-pacer.ts';

describe('the per-host pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spaces requests to one host, in the order they asked, and other hosts apart', async () => {
    const pacer = createHostPacer();
    const passed: string[] = [];
    const go = (host: string, name: string) =>
      void pacer.wait(host, 1000).then(() => passed.push(name));
    go('a.example', 'a1');
    go('a.example', 'a2');
    go('a.example', 'a3');
    go('b.example', 'b1');
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(999);
    expect(passed).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toEqual(['a1', 'b1', 'a2']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passed).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('stops waiting when the request is given up', async () => {
    const pacer = createHostPacer();
    await pacer.wait('a.example', 5000);
    const giveUp = new AbortController();
    const waiting = pacer.wait('a.example', 5000, giveUp.signal);
    giveUp.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
  });
});
