import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BarChart3, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { adminKeys } from '../api/admin-keys.ts';
import { ENHANCED_PANEL_ID } from '../lib/enhanced-panel-id.ts';
import { AnalyticsCharts } from './analytics-charts.tsx';
import { CleanupCard } from './cleanup-card.tsx';
import { MockEventsForm } from './mock-events-form.tsx';
import { NycTimeStatus } from './nyc-time-status.tsx';

/** Reloads everything the admin screens show: batches, analytics and the clock. */
function QuickRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } finally {
      setRefreshing(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={refreshing}
      aria-busy={refreshing || undefined}
      onClick={() => void refresh()}
    >
      <RefreshCw aria-hidden className={clsx('size-4', refreshing && 'animate-spin')} />
      {refreshing ? 'Refreshing…' : 'Refresh data'}
    </Button>
  );
}

/** How long the panel holds its place while the cards above it finish loading. */
const ANCHOR_MS = 3000;

/**
 * Scrolls to the panel when the address names it: the page is loaded lazily, after the browser
 * looked for the anchor. The cards above load later and change height, so the panel is kept in
 * view until they settle or the admin scrolls on their own.
 */
function useScrollIntoViewOnHash(ref: RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  useEffect(() => {
    const el = ref.current;
    if (hash !== `#${ENHANCED_PANEL_ID}` || !el) return;
    const scroll = () => el.scrollIntoView({ block: 'start' });
    scroll();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, ANCHOR_MS);
    const userScroll = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of userScroll) window.addEventListener(type, stop, { passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const type of userScroll) window.removeEventListener(type, stop);
    };
  }, [hash, ref]);
}

/** The crawler page's "Enhanced Admin Panel": operations and analytics. */
export function EnhancedAdminPanel() {
  const ref = useRef<HTMLElement>(null);
  useScrollIntoViewOnHash(ref);

  return (
    <section
      ref={ref}
      id={ENHANCED_PANEL_ID}
      aria-labelledby={`${ENHANCED_PANEL_ID}-title`}
      className="flex scroll-mt-28 flex-col gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id={`${ENHANCED_PANEL_ID}-title`}
            className="flex items-center gap-2 text-2xl font-black tracking-tight text-white"
          >
            <BarChart3 aria-hidden className="size-6 text-hot-400" />
            Enhanced Admin Panel
          </h2>
          <p className="text-sm text-mist-400">Operations and how the app is doing.</p>
        </div>
        <QuickRefresh />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <NycTimeStatus />
        <MockEventsForm />
        <CleanupCard />
      </div>
      <AnalyticsCharts />
    </section>
  );
}
