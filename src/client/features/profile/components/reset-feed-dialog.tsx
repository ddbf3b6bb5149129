import { useId, useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useResetCalendarFeed } from '../api/reset-calendar-feed.ts';

/**
 * Asks before replacing the feed link, since every app subscribed to the old one loses it.
 * A native modal <dialog> (focus kept inside, Escape, focus returned on close) rather than Radix's,
 * whose scroll lock injects a <style> tag that the Content-Security-Policy refuses.
 */
export function ResetFeedDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const reset = useResetCalendarFeed();
  const close = () => dialogRef.current?.close();

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => dialogRef.current?.showModal()}>
        <RotateCcw aria-hidden className="size-4" />
        Reset link
      </Button>
      <dialog
        ref={dialogRef}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onCancel={(e) => {
          if (reset.isPending) e.preventDefault();
        }}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(e) => {
          if (e.target === e.currentTarget && !reset.isPending) close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl border border-white/10 bg-ink-850 p-0 text-mist-100 shadow-2xl backdrop:bg-ink-950/75 backdrop:backdrop-blur-sm"
      >
        <div className="flex flex-col gap-3 p-6">
          <h2 id={titleId} className="text-lg font-bold text-white">
            Reset your calendar link?
          </h2>
          <p id={descriptionId} className="text-sm text-mist-300">
            The current link stops working right away, and calendar apps subscribed with it stop
            getting your loved events. You’ll need to subscribe again with the new link.
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" autoFocus disabled={reset.isPending} onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              pending={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: close })}
            >
              Reset link
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
