import { useEffect, useRef } from 'react';
import { Button } from './ui/button.tsx';

/** Start on the next page this far before the end of the list comes into view. */
const AHEAD = '600px';

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
}

/**
 * Loads the next page as the end of the list scrolls near, with a button for keyboards and for
 * browsers without IntersectionObserver.
 */
export function LoadMore({ onLoadMore, loading }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  // Watching again after each page: a new observer reports at once whether the end is still
  // in view (a tall screen), where the old one would stay silent.
  useEffect(() => {
    const target = sentinel.current;
    if (loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
      <Button variant="secondary" onClick={onLoadMore} pending={loading}>
        {loading ? 'Loading more…' : 'Load more'}
      </Button>
      <p role="status" className="sr-only">
        {loading ? 'Loading more events…' : ''}
      </p>
    </div>
  );
}
