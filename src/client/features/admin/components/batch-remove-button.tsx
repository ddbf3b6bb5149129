import { Trash2 } from 'lucide-react';
import type { Batch } from '#shared/schemas/csv-import.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import { useUndoBatch } from '../api/undo-batch.ts';
import { plural, undoSummary } from './admin-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface BatchRemoveButtonProps {
  batch: Batch;
  /** Worded differently on the admin panel and on the batch history. */
  failureMessage: string;
}

/** Removes one upload batch, its events and their swipes, after asking. */
export function BatchRemoveButton({ batch, failureMessage }: BatchRemoveButtonProps) {
  const undo = useUndoBatch();
  const range = `#${batch.batchStartId}–${batch.batchEndId}`;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm" aria-label={`Remove batch ${range}`}>
          <Trash2 aria-hidden className="size-4" />
          Remove
        </Button>
      }
      title="Remove this batch?"
      description={`Events ${range} (${plural(batch.eventCount, 'event')} from ${batch.filename}) and every swipe on them are deleted. This cannot be undone.`}
      confirmLabel="Remove batch"
      onConfirm={() =>
        undo.mutateAsync(batch.batchStartId, {
          onSuccess: (result) =>
            toast({ title: 'Batch removed', description: undoSummary(result), variant: 'success' }),
          onError: () => toast({ title: 'Error', description: failureMessage, variant: 'error' }),
        })
      }
    />
  );
}
