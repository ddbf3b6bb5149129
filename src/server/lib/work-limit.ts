import { BusyError } from '#server/lib/errors.ts';

export interface WorkLimit {
  /** Runs `work` when a slot is free, waiting in line if the line is short; else BusyError. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Runs now and waiting, for tests and metrics. */
  load: () => { running: number; waiting: number };
}

/**
 * At most `concurrency` pieces of CPU-heavy work at once and at most `queue` more waiting: past
 * that a request is refused at once instead of piling up behind others' work, so one account's
 * burst cannot starve every other request of the cores.
 */
export function workLimit(opts: {
  concurrency: number;
  queue: number;
  busyMessage: string;
  retryAfterSeconds: number;
}): WorkLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    load: () => ({ running, waiting: waiting.length }),
    run: async (work) => {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.queue) {
          throw new BusyError(opts.busyMessage, opts.retryAfterSeconds);
        }
        // The slot is handed over by the finishing run, so `running` stays counted meanwhile.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
