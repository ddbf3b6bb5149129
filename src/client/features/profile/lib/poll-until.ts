interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
  /** Stops the polling early (the page was left); the result is then false. */
  signal?: AbortSignal;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Calls `check` every `intervalMs` until it answers true or `timeoutMs` has passed. A check that
 * throws counts as "not yet": one failed request should not end a wait the user is sitting through.
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  { intervalMs, timeoutMs, signal }: PollOptions,
): Promise<boolean> {
  const attempts = Math.max(1, Math.floor(timeoutMs / intervalMs));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await wait(intervalMs, signal);
    if (signal?.aborted) return false;
    const done = await check().catch(() => false);
    if (signal?.aborted) return false;
    if (done) return true;
  }
  return false;
}
