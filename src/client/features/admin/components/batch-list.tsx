import type { Batch } from '#shared/schemas/csv-import.ts';
import { formatNycDateTime, plural } from './admin-format.ts';
import { BatchRemoveButton } from './batch-remove-button.tsx';

/** The batch history: every upload, newest first, numbered. */
export function BatchList({ batches }: { batches: Batch[] }) {
  return (
    <ol aria-label="Upload batches" className="flex flex-col gap-3">
      {batches.map((batch, i) => (
        <li
          key={batch.batchStartId}
          className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-850/80 p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <div className="flex min-w-0 flex-1 items-start gap-4">
            <span className="flex h-9 min-w-9 shrink-0 items-center justify-center rounded-xl bg-white/8 px-2 text-sm font-black text-white tabular-nums">
              #{i + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="truncate font-bold text-white">{batch.filename}</p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-400">
                <div className="flex gap-1">
                  <dt>IDs</dt>
                  <dd className="font-semibold text-mist-100 tabular-nums">
                    {batch.batchStartId}–{batch.batchEndId}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Events</dt>
                  <dd className="font-semibold text-mist-100">
                    {plural(batch.eventCount, 'event')}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Uploaded</dt>
                  <dd className="text-mist-100">
                    <time dateTime={batch.uploadedAt}>{formatNycDateTime(batch.uploadedAt)}</time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>by</dt>
                  <dd className="text-mist-100">{batch.uploadedBy ?? 'a removed account'}</dd>
                </div>
              </dl>
            </div>
          </div>
          <BatchRemoveButton batch={batch} failureMessage="Failed to undo this batch." />
        </li>
      ))}
    </ol>
  );
}
