import { useId } from 'react';
import { CalendarPlus, Copy, Rss } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { ResetFeedDialog } from './reset-feed-dialog.tsx';
import { SettingsCard } from './settings-card.tsx';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied to clipboard', variant: 'success' });
  } catch {
    // No clipboard outside a secure context or without permission; the field is selectable.
    toast({
      title: 'Could not copy the link',
      description: 'Select the link above and copy it yourself.',
      variant: 'error',
    });
  }
}

export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const fieldId = useId();

  return (
    <SettingsCard icon={<Rss className="size-5" />} title="Calendar feed">
      <p className="-mt-1 text-sm text-mist-400">
        Subscribe once and your calendar app keeps every event you love up to date on its own. The
        link is private: anyone who has it can see your loved events.
      </p>
      {feed.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading your calendar link…</span>
          <div aria-hidden className="h-11 animate-pulse rounded-xl bg-white/6" />
          <div aria-hidden className="h-9 w-2/3 animate-pulse rounded-full bg-white/6" />
        </div>
      ) : feed.isError ? (
        <RetryNotice onRetry={() => void feed.refetch()} retrying={feed.isFetching}>
          Your calendar link could not be loaded.
        </RetryNotice>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-xs font-semibold text-mist-400">
              Your private link
            </label>
            <input
              id={fieldId}
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-11 w-full truncate rounded-xl border border-white/10 bg-ink-950/60 px-3.5 font-mono text-xs text-mist-300 outline-none focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <a href={feed.data.webcalUrl} className={buttonClasses('primary', 'sm')}>
              <CalendarPlus aria-hidden className="size-4" />
              Subscribe in your calendar app
            </a>
            <Button variant="secondary" size="sm" onClick={() => void copyLink(feed.data.url)}>
              <Copy aria-hidden className="size-4" />
              Copy link
            </Button>
            <ResetFeedDialog />
          </div>
        </>
      )}
    </SettingsCard>
  );
}
