import { Link } from 'react-router';
import { Heart, Star } from 'lucide-react';
import { LoadMore } from '#client/components/load-more.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import type { SavedAction, SavedEventsResult } from '../api/get-saved-events.ts';
import { SavedEventCard } from './saved-event-card.tsx';
import { paths } from '#client/lib/paths.ts';

const empty: Record<SavedAction, { title: string; hint: string }> = {
  liked: {
    title: 'No loved events yet',
    hint: 'Swipe right on events you love to save them here.',
  },
  maybe: { title: 'No maybe events yet', hint: 'Swipe down on events you might go to.' },
};

interface SavedEventsListProps {
  action: SavedAction;
  saved: SavedEventsResult;
}

export function SavedEventsList({ action, saved }: SavedEventsListProps) {
  const { data, isFetchingNextPage } = saved;
  if (!data) {
    if (saved.isError) {
      return (
        <RetryNotice onRetry={() => void saved.refetch()} retrying={saved.isFetching}>
          Couldn’t load your events.
        </RetryNotice>
      );
    }
    return <PageLoading label="Loading your events…" />;
  }
  if (data.items.length === 0) {
    const Icon = action === 'liked' ? Heart : Star;
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/12 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white/6">
          <Icon aria-hidden className="size-7 text-hot-400" />
        </span>
        <h2 className="text-xl font-black text-white">{empty[action].title}</h2>
        <p className="max-w-xs text-mist-400">{empty[action].hint}</p>
        <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-2')}>
          Discover Events
        </Link>
      </div>
    );
  }
  // fetchNextPage would start the page over if called while it is on its way.
  const loadMore = () => {
    if (!isFetchingNextPage) void saved.fetchNextPage();
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start xl:grid-cols-3">
        {data.items.map((u) => (
          <SavedEventCard key={u.id} event={u.event} />
        ))}
      </ul>
      {saved.isFetchNextPageError ? (
        <RetryNotice onRetry={loadMore}>Couldn’t load more of your events.</RetryNotice>
      ) : (
        saved.hasNextPage && <LoadMore onLoadMore={loadMore} loading={isFetchingNextPage} />
      )}
    </div>
  );
}
