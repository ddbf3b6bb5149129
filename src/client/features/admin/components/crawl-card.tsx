import { clsx } from 'clsx';
import { FlaskConical, Globe, Radar } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useCrawlStatus } from '../api/get-crawl-status.ts';
import { useRunCrawl, type CrawlKind } from '../api/run-crawl.ts';
import { formatNycDateTime } from './admin-format.ts';
import { AdminProgress } from './admin-progress.tsx';
import { CrawlResults } from './crawl-results.tsx';
import { crawlState, type CrawlState } from '../lib/crawl-state.ts';

/** The toast titles of a failed crawl. */
const failureTitle: Record<CrawlKind, string> = {
  demo: 'Demo Crawling Failed',
  real: 'Crawling Failed',
};
const progressText: Record<CrawlKind, string> = {
  demo: 'Crawling the bundled demo sources…',
  real: 'Crawling real NYC event sources… this can take a minute.',
};

const badgeTone: Record<CrawlState, string> = {
  Running: 'border-maybe/40 bg-maybe/10 text-sky-100',
  Ready: 'border-love/40 bg-love/10 text-emerald-200',
  'Partly failed': 'border-amber-400/40 bg-amber-400/10 text-amber-100',
  Failed: 'border-pass/50 bg-pass/10 text-rose-100',
};
const dotTone: Record<CrawlState, string> = {
  Running: 'animate-pulse bg-maybe',
  Ready: 'bg-love',
  'Partly failed': 'bg-amber-400',
  Failed: 'bg-pass',
};

function StatusBadge({ state }: { state: CrawlState }) {
  return (
    <p className="flex items-center gap-2 text-sm text-mist-400">
      <span className="sr-only">Status:</span>
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-bold whitespace-nowrap',
          badgeTone[state],
        )}
      >
        <span aria-hidden className={clsx('size-1.5 rounded-full', dotTone[state])} />
        {state}
      </span>
    </p>
  );
}

/** The crawler's automation: its status, the two crawls and what the last one did. */
export function CrawlCard() {
  const status = useCrawlStatus();
  const crawl = useRunCrawl();
  const scheduler = status.data?.scheduler;
  const running = crawl.isPending || Boolean(scheduler?.running);
  const shown = crawl.data ?? scheduler?.lastResult ?? null;
  const requestFailed = !crawl.isPending && crawl.isError;
  const state = crawlState(running, requestFailed ? null : shown, requestFailed);

  const run = (kind: CrawlKind) =>
    crawl.mutate(kind, {
      // A crawl whose every source failed answers 200 with the reasons; it still failed.
      onSuccess: (r) =>
        toast(
          r.sources.length > 0 && r.sources.every((s) => !s.ok)
            ? { title: failureTitle[kind], description: r.message, variant: 'error' }
            : { title: 'Crawl complete', description: r.message, variant: 'success' },
        ),
      onError: (err) =>
        toast({
          title: failureTitle[kind],
          description: errorDetail(err, 'Please try again.'),
          variant: 'error',
        }),
    });

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-violet-glow/20 text-violet-200">
            <Radar aria-hidden className="size-5" />
          </span>
          <div>
            <h2 className="font-bold text-white">Automation</h2>
            <p className="text-sm text-mist-400">
              {scheduler && !scheduler.isScheduled
                ? 'The hourly crawl is off on this server.'
                : 'Crawls real sources every hour.'}
            </p>
          </div>
        </div>
        <StatusBadge state={state} />
      </div>
      {scheduler && (scheduler.lastRunAt || scheduler.nextRunAt) && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {scheduler.lastRunAt && (
            <div>
              <dt className="text-mist-500">Last crawl</dt>
              <dd className="text-mist-200">{formatNycDateTime(scheduler.lastRunAt)}</dd>
            </div>
          )}
          {scheduler.nextRunAt && (
            <div>
              <dt className="text-mist-500">Next crawl</dt>
              <dd className="text-mist-200">{formatNycDateTime(scheduler.nextRunAt)}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={running} onClick={() => run('demo')}>
          <FlaskConical aria-hidden className="size-4" />
          Test Crawl (Demo)
        </Button>
        <Button variant="secondary" size="sm" disabled={running} onClick={() => run('real')}>
          <Globe aria-hidden className="size-4" />
          Scrape Real Events
        </Button>
      </div>
      {crawl.isPending && crawl.variables && (
        <AdminProgress label="Crawl progress" status={progressText[crawl.variables]} />
      )}
      {!crawl.isPending && crawl.isError && crawl.variables && (
        <FormAlert
          message={`${failureTitle[crawl.variables]}: ${errorDetail(crawl.error, 'Please try again.')}`}
        />
      )}
      {!crawl.isPending && shown && (
        <CrawlResults result={shown} heading={crawl.data ? 'This crawl' : 'Last crawl'} />
      )}
    </Card>
  );
}
