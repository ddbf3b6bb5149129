import { Link } from 'react-router';
import { ChevronRight, FileSpreadsheet, History } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useBatches } from '../api/get-batches.ts';
import { formatNycDateTime, plural } from './admin-format.ts';
import { BatchRemoveButton } from './batch-remove-button.tsx';
import { BatchSkeleton } from './batch-skeleton.tsx';
import { paths } from '#client/lib/paths.ts';

const SHOWN = 5;

/** The latest uploads on the admin panel; the whole list is on /batch-history. */
export function UploadHistory() {
  const batches = useBatches();
  const list = batches.data ?? [];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-white">
          <History aria-hidden className="size-5 text-hot-400" />
          Upload History
        </h2>
        {list.length > 0 && (
          <Link
            to={paths.batchHistory}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-mist-300 hover:text-white"
          >
            View all<span className="sr-only"> batches</span>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {batches.isPending ? (
        <BatchSkeleton rows={3} />
      ) : batches.isError ? (
        <RetryNotice onRetry={() => void batches.refetch()} retrying={batches.isFetching}>
          The upload history could not be loaded.
        </RetryNotice>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/10 px-4 py-6 text-center text-sm text-mist-400">
          No uploads yet. Each CSV upload becomes a batch here, and can be removed in one go.
        </p>
      ) : (
        <ul aria-label="Recent uploads" className="flex flex-col gap-2">
          {list.slice(0, SHOWN).map((batch) => (
            <li
              key={batch.batchStartId}
              className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-950/50 p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <FileSpreadsheet aria-hidden className="mt-0.5 size-5 shrink-0 text-mist-400" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{batch.filename}</p>
                  <p className="text-sm text-mist-400">
                    {plural(batch.eventCount, 'event')} · #{batch.batchStartId}–{batch.batchEndId} ·{' '}
                    {formatNycDateTime(batch.uploadedAt)}
                  </p>
                </div>
              </div>
              <BatchRemoveButton
                batch={batch}
                failureMessage="Failed to remove batch. Please try again."
              />
            </li>
          ))}
        </ul>
      )}
      {list.length > SHOWN && (
        <p className="text-sm text-mist-400">
          Showing the latest {SHOWN} of {plural(list.length, 'batch', 'batches')}.
        </p>
      )}
    </Card>
  );
}
