import { useRef } from 'react';

/**
 * Radix returns the focus on close to a Dialog.Trigger; dialogs opened by other means (a
 * swipe, a row's button, a state change) would drop it on <body>. These handlers for
 * Dialog.Content note what had the focus as the dialog opens and give it back on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
