import { describe, expect, it } from 'vitest';
import { BusyError } from '#server/lib/errors.ts';
import { workLimit } from '#server/lib/work-limit.ts';

/** Work the test finishes by hand, so nothing depends on timing. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'ok';
    },
    finish: () => finish(),
    started: () => started,
  };
}

const limit = () =>
  workLimit({ concurrency: 2, queue: 1, busyMessage: 'Busy, try again', retryAfterSeconds: 3 });

describe('workLimit', () => {
  it('runs at most `concurrency` at once, queues `queue` more and refuses the rest', async () => {
    const l = limit();
    const [a, b, c] = [held(), held(), held()];
    const runs = [l.run(a.work), l.run(b.work), l.run(c.work)];
    await Promise.resolve();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect(l.load()).toEqual({ running: 2, waiting: 1 });

    const refused = await l.run(held().work).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'BUSY', retryAfterSeconds: 3 });

    a.finish();
    await runs[0];
    await Promise.resolve();
    expect(c.started()).toBe(true);
    expect(l.load()).toEqual({ running: 2, waiting: 0 });
    b.finish();
    c.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(l.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const l = limit();
    await expect(l.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(l.load()).toEqual({ running: 0, waiting: 0 });
  });
});
