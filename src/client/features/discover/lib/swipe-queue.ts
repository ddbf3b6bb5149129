import { ApiError } from '#client/lib/api-client.ts';
import { readStored, userKey, writeStored } from '#client/lib/device-storage.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

export interface QueuedSwipe {
  /** Tells apart two swipes of one event (a swipe, its undo, and a new swipe). */
  id: string;
  eventId: number;
  action: SwipeAction;
}

export interface SwipeQueueOptions {
  send(eventId: number, action: SwipeAction): Promise<unknown>;
  /** The server refused a swipe for good (the event is gone): it leaves the queue. */
  onDropped(swipe: QueuedSwipe, error: ApiError): void;
}

/** Statuses that say "later", not "never": signed out, timed out, rate limited. */
const RETRY_LATER = new Set([401, 408, 429]);

/** A 4xx other than those can never succeed, however often it is sent. */
function refusedForGood(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !RETRY_LATER.has(error.status)
  );
}

let sequence = 0;
const newId = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * Swipes made offline, kept on the device per user and sent in the order they were made when
 * the connection returns. The server's swipe is an upsert on user and event, so sending one again
 * after an answer that never arrived is harmless; each is removed only once the server has
 * answered 2xx (or refused it for good), and a Web Lock keeps two tabs from sending the same
 * queue at once.
 */
export function createSwipeQueue(userId: string, options: SwipeQueueOptions) {
  const key = userKey(userId, 'swipe-queue');
  const subscribers = new Set<() => void>();
  let count = read().length;
  let flushing: Promise<void> | null = null;
  let inFlight: { id: string; eventId: number; done: Promise<void> } | null = null;

  function read(): QueuedSwipe[] {
    return readStored<QueuedSwipe[]>(key) ?? [];
  }

  function write(items: QueuedSwipe[]) {
    writeStored(key, items);
    changed();
  }

  function changed() {
    const next = read().length;
    if (next === count) return;
    count = next;
    for (const notify of subscribers) notify();
  }

  async function sendAll() {
    for (;;) {
      const next = read()[0];
      if (!next) return;
      let finish = () => {};
      inFlight = { id: next.id, eventId: next.eventId, done: new Promise((r) => (finish = r)) };
      try {
        try {
          await options.send(next.eventId, next.action);
        } catch (error) {
          if (!refusedForGood(error)) return;
          options.onDropped(next, error);
        }
        // Read again: an undo or another tab may have changed the queue meanwhile.
        write(read().filter((s) => s.id !== next.id));
      } finally {
        // Only now may an undo waiting on this swipe look: it is either sent and gone, or queued.
        inFlight = null;
        finish();
      }
    }
  }

  async function exclusively(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) await locks.request(key, task);
    else await task();
  }

  return {
    subscribe(notify: () => void) {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    /** How many swipes wait to be sent. */
    getSnapshot: () => count,
    /** Another tab changed the queue (the `storage` event). */
    refresh: changed,

    /** The events with a swipe waiting, so the deck never deals them again. */
    eventIds: () => read().map((s) => s.eventId),

    /** Queues a swipe; a later swipe of the same event replaces the earlier one. */
    add(eventId: number, action: SwipeAction) {
      write([...read().filter((s) => s.eventId !== eventId), { id: newId(), eventId, action }]);
    },

    /**
     * Takes an event's swipe back out of the queue (undo). False when it was not queued, or was
     * being sent and reached the server: then the caller must delete it there.
     */
    async cancel(eventId: number): Promise<boolean> {
      if (inFlight?.eventId === eventId) await inFlight.done;
      const items = read();
      if (!items.some((s) => s.eventId === eventId)) return false;
      write(items.filter((s) => s.eventId !== eventId));
      return true;
    },

    /** Sends the queue in order, stopping at the first swipe that cannot be sent yet. */
    flush(): Promise<void> {
      flushing ??= exclusively(sendAll).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type SwipeQueue = ReturnType<typeof createSwipeQueue>;
