import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the toaster's default (5 s) when omitted. */
  duration?: number;
  /** One button beside the text (Reload after a new version installed). */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// At most one toast shows at a time, so a new toast simply replaces the current one.
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): void {
  publish([{ ...options, id: nextId++, open: true }]);
}

/** Closing keeps the item a moment so the exit animation can play; the next toast drops it. */
export function dismissToast(id: number): void {
  publish(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
