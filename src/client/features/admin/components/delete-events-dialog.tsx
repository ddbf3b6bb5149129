import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import {
  WarningActions,
  WarningDialog,
  WarningList,
  WarningListItem,
} from '#client/components/ui/warning-dialog.tsx';
import { toast } from '#client/lib/toast.ts';
import { useBulkDeleteEvents } from '../api/bulk-delete-events.ts';
import { useDeleteEvent } from '../api/delete-event.ts';

export const DELETE_FAILED = 'Failed to delete event. Please try again.';
export const BULK_DELETE_FAILED = 'Failed to delete events. Please try again.';
/** Titles listed in the question; more are counted rather than listed. */
const LISTED = 5;

export interface DeleteTarget {
  /** One event from its row's Delete, or the selection from the bulk toolbar. */
  kind: 'single' | 'bulk';
  events: { id: number; title: string }[];
}

interface DeleteEventsDialogProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
}

const plural = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/** Asks before any delete: it cannot be undone and takes the events' swipes with them. */
export function DeleteEventsDialog({ target, onClose, onDeleted }: DeleteEventsDialogProps) {
  const single = useDeleteEvent();
  const bulk = useBulkDeleteEvents();
  const [error, setError] = useState<string | null>(null);
  const pending = single.isPending || bulk.isPending;
  const events = target?.events ?? [];
  const ids = events.map((e) => e.id);

  function close() {
    setError(null);
    onClose();
  }

  function failed(message: string) {
    setError(message);
    toast({ title: 'Error', description: message, variant: 'error' });
  }

  function confirm() {
    if (!target) return;
    setError(null);
    const done = (count: number) => {
      toast({
        title: count === 1 ? 'Event Deleted' : 'Events Deleted',
        description: `${plural(count)} deleted.`,
        variant: 'success',
      });
      setError(null);
      onDeleted(ids);
    };
    const [first] = ids;
    if (target.kind === 'single' && first !== undefined) {
      single.mutate(first, { onSuccess: () => done(1), onError: () => failed(DELETE_FAILED) });
    } else {
      bulk.mutate(ids, {
        onSuccess: ({ deletedCount }) => done(deletedCount),
        onError: () => failed(BULK_DELETE_FAILED),
      });
    }
  }

  const question = events.length === 1 ? 'Delete this event?' : `Delete ${plural(events.length)}?`;

  return (
    <WarningDialog
      open={target !== null}
      onOpenChange={(open) => !open && !pending && close()}
      title={question}
      description={
        <>
          {events.length === 1 ? 'It is' : 'They are'} removed for good, with every swipe on{' '}
          {events.length === 1 ? 'it' : 'them'}. This cannot be undone.
        </>
      }
    >
      <WarningList>
        {events.slice(0, LISTED).map((e) => (
          <WarningListItem key={e.id}>
            <span className="min-w-0 break-words">
              {e.title} <span className="text-mist-500">#{e.id}</span>
            </span>
          </WarningListItem>
        ))}
        {events.length > LISTED && (
          <li className="text-mist-500">and {plural(events.length - LISTED)} more</li>
        )}
      </WarningList>
      <FormAlert message={error} />
      <WarningActions pending={pending}>
        <Button variant="danger" pending={pending} onClick={confirm}>
          {!pending && <Trash2 aria-hidden className="size-4" />}
          {events.length === 1 ? 'Delete event' : `Delete ${plural(events.length)}`}
        </Button>
      </WarningActions>
    </WarningDialog>
  );
}
