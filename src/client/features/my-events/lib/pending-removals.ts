import { useSyncExternalStore } from 'react';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

/**
 * Removals from My Events wait out their undo window before anything is sent, so an undo loses
 * nothing (docs/product.md#my-events). Kept outside React: leaving the page during the window
 * still sends the removal when it ends.
 */
interface Pending {
  action: SwipeAction;
  timer: ReturnType<typeof setTimeout> | null;
}

let pending: ReadonlyMap<number, Pending> = new Map();
const listeners = new Set<() => void>();

function publish(next: Map<number, Pending>) {
  pending = next;
  for (const listener of listeners) listener();
}

function without(eventId: number) {
  const next = new Map(pending);
  next.delete(eventId);
  publish(next);
}

/**
 * Hides the event now and runs `send` once `windowMs` has passed; the event stays hidden until
 * `send` settles (the lists have been read again by then).
 */
export function scheduleRemoval(
  eventId: number,
  action: SwipeAction,
  windowMs: number,
  send: () => Promise<void>,
): void {
  const timer = setTimeout(() => {
    const next = new Map(pending);
    next.set(eventId, { action, timer: null });
    publish(next);
    void send().finally(() => without(eventId));
  }, windowMs);
  const next = new Map(pending);
  next.set(eventId, { action, timer });
  publish(next);
}

/** Takes a removal back; false once it has already been sent. */
export function cancelRemoval(eventId: number): boolean {
  const entry = pending.get(eventId);
  if (!entry?.timer) return false;
  clearTimeout(entry.timer);
  without(eventId);
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => pending;

/** The events hidden while their removal waits or is on its way, with what they were saved as. */
export function usePendingRemovals(): ReadonlyMap<number, { action: SwipeAction }> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
