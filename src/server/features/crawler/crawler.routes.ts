import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { crawlJob, crawlNow, demoCrawlJob } from '#server/features/crawler/crawl-job.ts';
import { previewCrawl } from '#server/features/crawler/crawl-preview.service.ts';
import { nycDayStart } from '#shared/time.ts';
import { readPreviewUpload } from '#server/features/crawler/crawl-preview-upload.ts';
import { readCrawlState } from '#server/features/crawler/crawl-status.service.ts';
import { presentCrawlStatus } from '#server/features/crawler/crawler.presenter.ts';
import { crawlSettingsFrom } from '#server/features/crawler/source-config.ts';
import { auditedRun } from '#server/lib/audit-log.ts';
import type { RunNow } from '#server/lib/job.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import {
  crawlPreviewSchema,
  crawlResultSchema,
  crawlStatusSchema,
  type CrawlResult,
} from '#shared/schemas/crawl.ts';

/** What the audit log keeps of a crawl: its counts, not every source's report. */
const crawlSummary = ({ created, updated, skipped }: CrawlResult) => ({
  created,
  updated,
  skipped,
});

export interface CrawlerDeps {
  /** The whole database, not just its queries: crawls take its cross-server lock. */
  database: Database;
  config: Config;
  runNow: RunNow;
  /** Where a crawl stores its copies of listings' pictures. */
  store: UploadStore;
}

/** Per admin rather than per address: the guard has already run, so the session user is known. */
const perAdmin = (request: { sessionUser: { id: string } | null; ip: string }) =>
  request.sessionUser?.id ?? request.ip;
/** A preview parses up to 10 MB and writes nothing: as many as an admin uploading CSVs. */
const previewRateLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perAdmin };
/** A crawl fetches from other sites: a few a minute is plenty, and the lock allows one at a time. */
const crawlRateLimit = { max: 6, timeWindow: '1 minute', keyGenerator: perAdmin };
/** The crawler page polls the status while a crawl runs. */
const statusRateLimit = { max: 120, timeWindow: '1 minute', keyGenerator: perAdmin };

/** The crawl routes: status, the demo crawl over bundled fixtures, and the real sources. */
export function registerCrawlerRoutes(app: FastifyInstance, deps: CrawlerDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, runNow, store } = deps;
  const realCrawl = crawlJob(crawlSettingsFrom(config), store);

  r.get('/api/crawl/status', {
    config: { access: 'admin', rateLimit: statusRateLimit },
    schema: {
      tags: ['admin'],
      description:
        'Whether hourly crawls are on and one is running now (on any server), the last crawl and its result, and the next hourly run.',
      response: { 200: crawlStatusSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentCrawlStatus(await readCrawlState(database.db, config.jobs), config.jobs);
    },
  });

  r.post('/api/crawl/demo', {
    config: { access: 'admin', rateLimit: crawlRateLimit },
    schema: {
      tags: ['admin'],
      description:
        'Crawls the bundled copies of each source kind, dated into the coming weeks, offline. 409 while another crawl runs.',
      response: { 200: crawlResultSchema },
    },
    handler: async (request) =>
      auditedRun(
        database.db,
        currentUser(request),
        { action: 'crawl.start', targetType: 'job', targetId: 'crawl', details: { kind: 'demo' } },
        () => crawlNow(database, demoCrawlJob, runNow),
        crawlSummary,
      ),
  });

  r.post('/api/scrape-real-events', {
    config: { access: 'admin', rateLimit: crawlRateLimit },
    schema: {
      tags: ['admin'],
      description:
        'Crawls the configured real sources now, with a result per source (a source that fails or is not configured says why). 409 while another crawl runs.',
      response: { 200: crawlResultSchema },
    },
    handler: async (request) =>
      auditedRun(
        database.db,
        currentUser(request),
        { action: 'crawl.start', targetType: 'job', targetId: 'crawl', details: { kind: 'real' } },
        () => crawlNow(database, realCrawl, runNow),
        crawlSummary,
      ),
  });

  r.post('/api/admin/crawl/preview', {
    config: { access: 'admin', rateLimit: previewRateLimit },
    schema: {
      tags: ['admin'],
      description:
        'What a crawl would make of a saved source response, written nowhere. Multipart form ' +
        'data: `kind` (ticketmaster, socrata, nyc-parks, ical or json-ld), the response in ' +
        '`file` (at most 10 MB, 413 beyond), for json-ld the page `url`, and optionally ' +
        '`asOf` (YYYY-MM-DD): read as a crawl at the start of that New York day would read it. ' +
        'A file the kind cannot read answers 400 naming the kind.',
      response: { 200: crawlPreviewSchema },
    },
    handler: async (request) => {
      const upload = await readPreviewUpload(request);
      const now = upload.asOf ? nycDayStart(upload.asOf) : new Date();
      return previewCrawl(upload.kind, upload.content, upload.url || null, now);
    },
  });
}
