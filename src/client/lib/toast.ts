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
  /**
   * Which pages the toast belongs to (docs/product.md#toasts): `page` (the default) closes when
   * the page changes; `next-page`, about the page a navigation leads to and raised just before or
   * after it, stays through that one change; `app` (a new version) stays on every page.
   */
  scope?: 'page' | 'next-page' | 'app';
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

/** The page changed: close the toasts of the page left; one for this new page now belongs to it. */
export function dismissToastsOnNavigation(): void {
  if (!items.some((t) => t.open && t.scope !== 'app')) return;
  publish(
    items.map((t) => {
      if (t.scope === 'app' || !t.open) return t;
      return t.scope === 'next-page' ? { ...t, scope: 'page' } : { ...t, open: false };
    }),
  );
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
