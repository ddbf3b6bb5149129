import { Download, Undo2, Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast.ts';
import { useBatches } from '../api/get-batches.ts';
import { useDownloadCsvTemplate } from '../api/download-csv-template.ts';
import { useUndoBatch } from '../api/undo-batch.ts';
import { plural, undoSummary } from './admin-format.ts';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The Bulk Upload Events card: Upload CSV, Undo Last Batch, Download Template. */
export function BulkUploadCard() {
  const batches = useBatches();
  const undo = useUndoBatch();
  const template = useDownloadCsvTemplate();
  // The server undoes the newest batch when given none; say which one that is.
  const latest = batches.data?.[0];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand shadow-glow">
          <Upload aria-hidden className="size-5 text-white" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-white">Bulk Upload Events</h2>
          <p className="text-sm text-mist-400">
            Load events from a CSV file, preview it first, and take a batch back if it was wrong.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <BulkUploadDialog />
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={batches.isSuccess && !latest}>
              <Undo2 aria-hidden className="size-4" />
              Undo Last Batch
            </Button>
          }
          title="Undo the last batch?"
          description={
            latest
              ? `The latest upload, ${latest.filename} (${plural(latest.eventCount, 'event')}, #${latest.batchStartId}–${latest.batchEndId}), is deleted with every swipe on its events. This cannot be undone.`
              : 'The latest upload is deleted with every swipe on its events. This cannot be undone.'
          }
          confirmLabel="Undo batch"
          onConfirm={() =>
            undo.mutateAsync(undefined, {
              onSuccess: (result) =>
                toast({
                  title: 'Last batch undone',
                  description: undoSummary(result),
                  variant: 'success',
                }),
              onError: () =>
                toast({
                  title: 'Error',
                  description: 'Failed to undo the last batch upload.',
                  variant: 'error',
                }),
            })
          }
        />
        <Button variant="ghost" pending={template.isPending} onClick={() => template.mutate()}>
          {!template.isPending && <Download aria-hidden className="size-4" />}
          Download Template
        </Button>
      </div>
    </Card>
  );
}
