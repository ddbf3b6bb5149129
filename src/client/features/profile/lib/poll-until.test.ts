import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll-until.ts';

const options = { intervalMs: 2000, timeoutMs: 30_000 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil', () => {
  it('waits one interval before the first check', async () => {
    const check = vi.fn(async () => true);
    const result = pollUntil(check, options);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops as soon as a check succeeds', async () => {
    const check = vi.fn(async () => check.mock.calls.length >= 3);
    const result = pollUntil(check, options);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after the timeout: every 2 s for 30 s is 15 checks', async () => {
    const check = vi.fn(async () => false);
    const result = pollUntil(check, options);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(15);
  });

  it('treats a failing check as "not yet"', async () => {
    let calls = 0;
    const check = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('503: offline');
      return true;
    });
    const result = pollUntil(check, options);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('ends early with false when aborted', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => false);
    const result = pollUntil(check, { ...options, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(4000);
    controller.abort();
    await expect(result).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('ignores an answer that arrives after the abort', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => {
      controller.abort();
      return true;
    });
    const result = pollUntil(check, { ...options, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(false);
  });
});
