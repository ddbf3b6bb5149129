import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Heart, Star } from 'lucide-react';
import { LoadMore } from '#client/components/load-more.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { paths } from '#client/lib/paths.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';
import type { SavedAction, SavedEventsResult } from '../api/get-saved-events.ts';
import { useRemoveSaved } from '../api/saved-event-mutations.ts';
import { groupByPlan, PLAN_GROUPS, planGroupTitle, type PlanGroup } from '../lib/plan-groups.ts';
import { usePendingRemovals } from '../lib/pending-removals.ts';
import { SavedEventCard } from './saved-event-card.tsx';

const empty: Record<SavedAction, { title: string; hint: string }> = {
  liked: {
    title: 'No loved events yet',
    hint: 'Swipe right on events you love to save them here.',
  },
  maybe: { title: 'No maybe events yet', hint: 'Swipe down on events you might go to.' },
};

const gridClasses = 'flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start xl:grid-cols-3';

interface SavedEventsListProps {
  action: SavedAction;
  saved: SavedEventsResult;
}

function EmptyList({ action }: { action: SavedAction }) {
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

/** The saved events as a plan: Tonight, This week, Later, and the past folded away. */
export function SavedEventsList({ action, saved }: SavedEventsListProps) {
  const { data, isFetchingNextPage } = saved;
  const pending = usePendingRemovals();
  const remove = useRemoveSaved();
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
  const shown = data.items.filter((u) => !pending.has(u.eventId));
  if (shown.length === 0 && !saved.hasNextPage) return <EmptyList action={action} />;

  const groups = groupByPlan(shown, new Date());
  const cards = (items: readonly UserEvent[]) => (
    <ul className={gridClasses}>
      {items.map((u) => (
        <SavedEventCard
          key={u.id}
          event={u.event}
          action={action}
          onRemove={() => remove(u.event, action)}
        />
      ))}
    </ul>
  );
  // fetchNextPage would start the page over if called while it is on its way.
  const loadMore = () => {
    if (!isFetchingNextPage) void saved.fetchNextPage();
  };
  return (
    <div className="flex flex-col gap-6">
      {PLAN_GROUPS.filter((g) => g !== 'past').map((group) => (
        <PlanSection key={group} action={action} group={group} count={groups.get(group)!.length}>
          {cards(groups.get(group)!)}
        </PlanSection>
      ))}
      {saved.isFetchNextPageError ? (
        <RetryNotice onRetry={loadMore}>Couldn’t load more of your events.</RetryNotice>
      ) : (
        saved.hasNextPage && <LoadMore onLoadMore={loadMore} loading={isFetchingNextPage} />
      )}
      {groups.get('past')!.length > 0 && (
        <details className="group flex flex-col gap-4 rounded-3xl border border-white/8 p-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl text-lg font-black text-white [&::-webkit-details-marker]:hidden">
            <span>
              {planGroupTitle.past}{' '}
              <span className="text-base font-semibold text-mist-400">
                ({groups.get('past')!.length})
              </span>
            </span>
            <ChevronDown
              aria-hidden
              className="size-5 text-mist-400 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="mt-4">{cards(groups.get('past')!)}</div>
        </details>
      )}
    </div>
  );
}

function PlanSection({
  action,
  group,
  count,
  children,
}: {
  action: SavedAction;
  group: PlanGroup;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const id = `plan-${action}-${group}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-black text-white">
        {planGroupTitle[group]}{' '}
        <span className="text-base font-semibold text-mist-400">({count})</span>
      </h2>
      {children}
    </section>
  );
}
