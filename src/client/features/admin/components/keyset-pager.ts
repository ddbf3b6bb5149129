import { useState } from 'react';
import {
  EVENT_DATABASE_COUNT_CAP,
  EVENT_DATABASE_PAGE_SIZE,
} from '#shared/schemas/event-database.ts';

/** Where the page on screen starts: the first page, or past/before an id of the last one. */
export type PageCursor = { after?: number; before?: number };

interface PagerState {
  /** The filters this position belongs to; other filters start again at page 1. */
  scope: string;
  page: number;
  cursor: PageCursor;
}

/** "Page 3 of 12", or "Page 3 of 500+" when the server stopped counting at its cap. */
export function pageLabel(page: number, total: number, capped: boolean): string {
  if (capped)
    return `Page ${page} of ${Math.floor(EVENT_DATABASE_COUNT_CAP / EVENT_DATABASE_PAGE_SIZE)}+`;
  const pages = Math.max(1, Math.ceil(total / EVENT_DATABASE_PAGE_SIZE), page);
  return `Page ${page} of ${pages}`;
}

/**
 * Previous/Next by keyset (docs/decisions/006): Next asks for the rows past the last id on
 * screen, Previous for those before the first, so no page costs an OFFSET. The page number is
 * the screen's own count. The server's "has more" speaks of the direction of travel: going
 * forward it says whether Next leads anywhere, going back whether Previous does.
 */
export function useKeysetPager(scope: string) {
  const [state, setState] = useState<PagerState>({ scope, page: 1, cursor: {} });
  const current: PagerState = state.scope === scope ? state : { scope, page: 1, cursor: {} };
  const goingBack = current.cursor.before !== undefined;

  return {
    page: current.page,
    cursor: current.cursor,
    canGoNext: (hasMore: boolean) => goingBack || hasMore,
    canGoPrevious: (hasMore: boolean) => current.page > 1 && (!goingBack || hasMore),
    next: (lastId: number) =>
      setState({ scope, page: current.page + 1, cursor: { after: lastId } }),
    // Page 1 is the plain first page rather than the one "before" an id: it starts at the newest.
    previous: (firstId: number) =>
      setState({
        scope,
        page: current.page - 1,
        cursor: current.page - 1 <= 1 ? {} : { before: firstId },
      }),
    first: () => setState({ scope, page: 1, cursor: {} }),
  };
}

export type KeysetPager = ReturnType<typeof useKeysetPager>;
