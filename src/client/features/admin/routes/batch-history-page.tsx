import { Link } from 'react-router';
import { clsx } from 'clsx';
import { History, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useBatches } from '../api/get-batches.ts';
import { plural } from '../components/admin-format.ts';
import { BatchList } from '../components/batch-list.tsx';
import { BatchSkeleton } from '../components/batch-skeleton.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { paths } from '#client/lib/paths.ts';

export function BatchHistoryPage() {
  useDocumentTitle('Batch history');
  const batches = useBatches();
  const list = batches.data ?? [];
  const events = list.reduce((sum, b) => sum + b.eventCount, 0);
  // A refetch the page asked for; the first load has its skeleton instead.
  const refreshing = batches.isFetching && !batches.isPending;

  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Batch History"
        liveDescription
        description={
          batches.isSuccess
            ? list.length > 0
              ? `${plural(list.length, 'upload')} holding ${plural(events, 'event')}.`
              : 'Every CSV upload appears here as a batch.'
            : 'Every CSV upload, with its id range, and a one-click removal.'
        }
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void batches.refetch()}
            disabled={batches.isFetching}
            aria-busy={refreshing || undefined}
          >
            <RefreshCw aria-hidden className={clsx('size-4', refreshing && 'animate-spin')} />
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      />

      {batches.isPending ? (
        <BatchSkeleton rows={4} />
      ) : batches.isError ? (
        <RetryNotice onRetry={() => void batches.refetch()} retrying={batches.isFetching}>
          The batch history could not be loaded.
        </RetryNotice>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
            <History aria-hidden className="size-8 text-white" />
          </span>
          <h2 className="text-xl font-black text-white">No uploads yet</h2>
          <p className="max-w-sm text-mist-400">
            Upload a CSV of events from the admin panel; each upload shows up here and can be
            removed in one go.
          </p>
          <Link to={paths.admin} className={buttonClasses('primary', 'md', 'mt-2')}>
            Go to the Admin Panel
          </Link>
        </Card>
      ) : (
        <BatchList batches={list} />
      )}
    </section>
  );
}
