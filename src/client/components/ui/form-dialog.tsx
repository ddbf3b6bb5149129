import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from './use-return-focus.ts';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** A request is in flight: Escape, the overlay and Close wait for it. */
  busy?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of form dialogs: a sheet from the bottom on phones, centred on desks. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  wide = false,
  children,
}: FormDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          {...returnFocus}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] w-full flex-col gap-5 overflow-y-auto rounded-t-3xl border border-white/10 bg-ink-850 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-mist-100 shadow-2xl transition duration-200 outline-none starting:translate-y-6 starting:opacity-0',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6 sm:starting:translate-y-[-45%]',
            wide ? 'sm:max-w-2xl' : 'sm:max-w-md',
          )}
        >
          <div className="flex flex-col gap-1 pr-10">
            <Dialog.Title className="text-xl font-black tracking-tight text-white">
              {title}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-mist-400">{description}</Dialog.Description>
          </div>
          {children}
          {/* Last in the DOM so opening focuses the first field rather than Close. */}
          <Dialog.Close
            aria-label="Close"
            disabled={busy}
            className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-hot-500/60 focus-visible:outline-none disabled:opacity-45"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A form dialog's buttons, kept in view at the bottom while a long form scrolls under them,
 * with the form's alert above them so a refused submit is seen wherever the form is scrolled.
 * The negative margins reach over the dialog's padding so the bar spans its whole width.
 */
export function DialogActions({ alert, children }: { alert?: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col gap-3 border-t border-white/8 bg-ink-850 px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
      {alert}
      <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {children}
      </div>
    </div>
  );
}
