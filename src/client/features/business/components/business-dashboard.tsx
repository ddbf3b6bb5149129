import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { businessTypeLabels } from '#client/lib/business-type-labels.ts';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { useBusinessAnalytics } from '../api/get-business-analytics.ts';
import { useBusinessEvents } from '../api/get-business-events.ts';
import { readCheckoutReturn, RETURN_PARAMS } from '../lib/checkout-return.ts';
import { AddBusinessEventDialog } from './add-business-event-dialog.tsx';
import { BusinessEventList } from './business-event-list.tsx';
import { CheckoutResult } from './checkout-result.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { EventCounters } from './event-counters.tsx';
import { StatusBadge } from './status-badge.tsx';

export function BusinessDashboard({ account }: { account: BusinessAccount }) {
  const events = useBusinessEvents();
  const hasLive = events.data?.some((e) => e.status === 'live') ?? false;
  const analytics = useBusinessAnalytics(hasLive);
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  // Read once: the address is cleaned up at once, so a reload does not show it again.
  const [checkoutReturn, setCheckoutReturn] = useState(() => readCheckoutReturn(params));

  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => params.has(name))) return;
    setParams(
      (current) => {
        for (const name of RETURN_PARAMS) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const openAdd = () => setAdding(true);

  return (
    <section className="flex flex-col gap-5">
      {checkoutReturn && (
        <CheckoutResult
          result={checkoutReturn}
          events={events.data}
          onDismiss={() => setCheckoutReturn(null)}
        />
      )}
      {account.eventsReviewed && (
        <p className="rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-sm text-mist-300">
          Each event goes live after you pay the $5 fee and our team has reviewed it, usually within
          a day. Until then it shows here as Paid - Under Review.
        </p>
      )}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-3xl font-black tracking-tight break-words text-white">
            {account.companyName}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-mist-400">
            {account.isApproved ? (
              <StatusBadge tone="green" label="Approved" />
            ) : (
              <StatusBadge tone="amber" label="Pending Approval" />
            )}
            <span>{businessTypeLabels[account.businessType]}</span>
          </div>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden className="size-5" />
          Add New Event
        </Button>
      </header>

      {events.isPending ? (
        <DashboardSkeleton header={false} />
      ) : events.isError ? (
        <RetryNotice onRetry={() => void events.refetch()} retrying={events.isFetching}>
          Your events could not be loaded.
        </RetryNotice>
      ) : (
        <>
          <EventCounters events={events.data} />
          <BusinessEventList
            events={events.data}
            analytics={analytics}
            addEvent={
              <Button variant="secondary" size="sm" onClick={openAdd} className="mt-1">
                <Plus aria-hidden className="size-4" />
                Add your first event
              </Button>
            }
          />
        </>
      )}

      <AddBusinessEventDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
