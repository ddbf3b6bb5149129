import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';

interface WarningDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opens the dialog, when the dialog owns one. */
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  onOpenAutoFocus?: ComponentProps<typeof AlertDialog.Content>['onOpenAutoFocus'];
  /** What follows the question: details, an alert, the buttons. */
  children: ReactNode;
}

/** The frame of every question before something is deleted for good. */
export function WarningDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onOpenAutoFocus,
  children,
}: WarningDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl border border-white/10 bg-ink-850 p-6 text-mist-100 shadow-2xl transition duration-200 outline-none starting:scale-95 starting:opacity-0"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className="flex size-11 shrink-0 items-center justify-center rounded-2xl border border-pass/40 bg-pass/15 text-rose-300"
            >
              <TriangleAlert className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <AlertDialog.Title className="text-lg leading-tight font-bold text-white">
                {title}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-mist-300">
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A list of what a deletion takes with it. */
export function WarningList({ children }: { children: ReactNode }) {
  return (
    <ul className="flex flex-col gap-1.5 rounded-2xl border border-white/8 bg-ink-950/60 p-4 text-sm text-mist-300">
      {children}
    </ul>
  );
}

export function WarningListItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-pass" />
      {children}
    </li>
  );
}

/**
 * Cancel, then the caller's confirm button. The confirm is a plain button (not
 * AlertDialog.Action, which would close the dialog before the answer comes); Cancel waits while
 * the request is under way.
 */
export function WarningActions({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <AlertDialog.Cancel asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </AlertDialog.Cancel>
      {children}
    </div>
  );
}
