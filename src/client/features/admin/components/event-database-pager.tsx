import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminEventsPage } from '../api/get-admin-events.ts';
import { pageLabel, type KeysetPager } from './keyset-pager.ts';

interface EventDatabasePagerProps {
  pager: KeysetPager;
  data: AdminEventsPage;
  /** A page is on its way: the buttons wait for it rather than skip ahead from stale ids. */
  loading: boolean;
}

export function EventDatabasePager({ pager, data, loading }: EventDatabasePagerProps) {
  const first = data.rows[0];
  const last = data.rows.at(-1);
  const canPrevious = pager.canGoPrevious(data.hasMore) && first !== undefined;
  const canNext = pager.canGoNext(data.hasMore) && last !== undefined;

  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={!canPrevious || loading}
        onClick={() => first && pager.previous(first.id)}
      >
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-mist-300 tabular-nums">
        {pageLabel(pager.page, data.total, data.capped)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!canNext || loading}
        onClick={() => last && pager.next(last.id)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
