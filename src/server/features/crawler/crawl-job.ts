import type { Database, Db } from '#server/db/client.ts';
import { remoteImageFetcher } from '#server/events/remote-event-image.ts';
import { crawlPictures } from '#server/features/crawler/crawl-pictures.ts';
import { runCrawl } from '#server/features/crawler/crawl.service.ts';
import { planDemoSources } from '#server/features/crawler/demo-sources.ts';
import { planRealSources } from '#server/features/crawler/real-sources.ts';
import type { CrawlSettings } from '#server/features/crawler/source-config.ts';
import { conflict } from '#server/lib/errors.ts';
import type { Job, RunNow } from '#server/lib/job.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import type { CrawlResult } from '#shared/schemas/crawl.ts';

export const CRAWL_JOB = 'crawl';
export const DEMO_CRAWL_JOB = 'crawl-demo';
/** Hourly at half past, so it never starts together with the cleanup on the hour. */
export const CRAWL_SCHEDULE = '30 * * * *';
/** The scheduler's lock for the crawl job; every crawl, scheduled or not, takes it. */
export const CRAWL_LOCK = `job:${CRAWL_JOB}`;

/** A real crawl's summary: what it added, and how many sources could not be read. */
function realCrawlMessage(r: Omit<CrawlResult, 'message'>): string {
  const failed = r.sources.filter((s) => !s.ok).length;
  if (r.sources.length > 0 && failed === r.sources.length) {
    return 'Crawl failed: no source could be read';
  }
  const problems = failed ? `; ${failed} of ${r.sources.length} sources could not be read` : '';
  return `Crawl added ${r.created} events (${r.updated} updated)${problems}`;
}

function demoCrawlMessage(r: Omit<CrawlResult, 'message'>): string {
  return `Demo crawl added ${r.created} events (${r.updated} updated)`;
}

/** The configured real sources, now, with each listing's picture copied into `store`. */
async function crawlRealSources(
  db: Db,
  settings: CrawlSettings,
  store: UploadStore,
): Promise<CrawlResult> {
  const now = new Date();
  const fetcher = remoteImageFetcher(settings.userAgent, {
    allowPrivateHosts: settings.allowPrivateHosts,
  });
  const pictures = crawlPictures({ db, store, fetcher });
  const totals = await runCrawl(db, planRealSources(settings, now), now, pictures);
  return { message: realCrawlMessage(totals), ...totals };
}

/**
 * The bundled fixtures through the same parsers, dated into the coming weeks; offline, so the
 * fixtures' remote pictures are never fetched and their cards show category art.
 */
async function crawlDemo(db: Db): Promise<CrawlResult> {
  const now = new Date();
  const totals = await runCrawl(db, planDemoSources(now), now, crawlPictures(null));
  return { message: demoCrawlMessage(totals), ...totals };
}

/** Every crawl counts what each source gave, so a source going quiet shows on a dashboard. */
const reportSources = (result: CrawlResult, metrics: Metrics) =>
  metrics.crawlSources(result.sources);

/** The hourly crawl of the real sources, on the shared scheduler. */
export function crawlJob(settings: CrawlSettings, store: UploadStore): Job<CrawlResult> {
  return {
    name: CRAWL_JOB,
    schedule: CRAWL_SCHEDULE,
    run: (db) => crawlRealSources(db, settings, store),
    report: reportSources,
  };
}

export const demoCrawlJob: Pick<Job<CrawlResult>, 'name' | 'run' | 'report'> = {
  name: DEMO_CRAWL_JOB,
  run: (db) => crawlDemo(db),
  report: reportSources,
};

/**
 * A crawl at an admin's request, recorded in job_runs like the hourly one and under the same
 * lock: while any crawl runs on any server, another is refused with 409.
 */
export async function crawlNow(
  database: Database,
  job: Pick<Job<CrawlResult>, 'name' | 'run' | 'report'>,
  runNow: RunNow,
): Promise<CrawlResult> {
  const outcome = await database.tryExclusive(CRAWL_LOCK, () => runNow(database.db, job));
  if (!outcome.ran) throw conflict('A crawl is already running');
  return outcome.value;
}
