import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { LoadMore } from '#client/components/load-more.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { ApiError, errorDetail } from '#client/lib/api-client.ts';
import type { SearchEventsResult } from '../api/search-events.ts';
import type { useSaveEvent } from '../hooks/use-save-event.ts';
import { ResultCard } from './result-card.tsx';
import { ResultSkeleton } from './result-skeleton.tsx';

const SKELETON_CARDS = 4;

/** "12 events found", or "1,000+ events found" when the count stopped at its cap. */
function foundLabel(total: number, capped: boolean): string {
  const count = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${count} ${total === 1 && !capped ? 'event' : 'events'} found`;
}

interface SearchResultsProps {
  results: SearchEventsResult;
  saver: ReturnType<typeof useSaveEvent>;
  /** Something is set that Clear filters could take away. */
  filtered: boolean;
  onClearAll: () => void;
}

export function SearchResults({ results, saver, filtered, onClearAll }: SearchResultsProps) {
  const { data, isFetchingNextPage } = results;
  const clearButton = filtered && (
    <Button variant="secondary" size="sm" onClick={onClearAll}>
      Clear filters
    </Button>
  );

  if (!data) {
    if (results.isError) {
      // A search the API refuses will not pass on a second try; clearing it will.
      if (results.error instanceof ApiError && results.error.status === 400) {
        return (
          <Notice tone="warning" role="alert" actions={clearButton}>
            {errorDetail(results.error, 'This search could not be run.')}
          </Notice>
        );
      }
      return (
        <RetryNotice onRetry={() => void results.refetch()} retrying={results.isFetching}>
          Couldn’t load events. {errorDetail(results.error, '')}
        </RetryNotice>
      );
    }
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-mist-400">
          Searching…
        </p>
        <ul aria-hidden className="flex flex-col gap-3 lg:grid lg:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <ResultSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  // Results of the previous search stay up, dimmed a little, until the new ones arrive.
  const updating = results.isPlaceholderData;
  const loadMore = () => {
    // fetchNextPage would start the page over if called while it is on its way.
    if (!isFetchingNextPage) void results.fetchNextPage();
  };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-semibold text-mist-300">
        {foundLabel(data.total, data.capped)}
        {updating && <span className="sr-only">, updating…</span>}
      </p>

      {data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-white/6">
            <SearchX aria-hidden className="size-8 text-hot-400" />
          </span>
          <h2 className="text-xl font-black text-white">No events found</h2>
          <p className="max-w-xs text-mist-400">
            {filtered
              ? 'Try other words, another day or a wider area.'
              : 'There are no upcoming events yet. Check back soon.'}
          </p>
          {clearButton}
        </Card>
      ) : (
        <ul
          aria-label="Search results"
          aria-busy={updating || undefined}
          className={clsx(
            'flex flex-col gap-3 transition-opacity lg:grid lg:grid-cols-2 lg:items-start xl:grid-cols-3',
            updating && 'opacity-60',
          )}
        >
          {data.items.map((event) => (
            <ResultCard
              key={event.id}
              event={event}
              savedAs={saver.savedAs(event)}
              pending={saver.isPending(event.id)}
              onSave={(action) => void saver.toggle(event, action)}
            />
          ))}
        </ul>
      )}

      {results.isFetchNextPageError ? (
        <RetryNotice onRetry={loadMore}>Couldn’t load more events.</RetryNotice>
      ) : (
        results.hasNextPage &&
        !updating && <LoadMore onLoadMore={loadMore} loading={isFetchingNextPage} />
      )}
    </div>
  );
}
