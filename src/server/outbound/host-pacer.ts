/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Spaces requests to one host at least `intervalMs` apart, however many sources share it. Each
 * caller books the next free moment before waiting, so concurrent callers queue in order.
 */
export function createHostPacer() {
  const nextFree = new Map<string, number>();
  return {
    async wait(host: string, intervalMs: number, signal?: AbortSignal): Promise<void> {
      const now = Date.now();
      const at = Math.max(now, nextFree.get(host) ?? 0);
      nextFree.set(host, at + intervalMs);
      if (at > now) await pause(at - now, signal);
    },
  };
}
