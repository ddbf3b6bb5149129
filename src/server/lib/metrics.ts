import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse, Database } from '#server/db/client.ts';
import type { CrawlSourceResult } from '#shared/schemas/crawl.ts';

/** Routes whose latency has a target of its own (docs/performance.md) get a finer histogram. */
export type LatencyGroup = 'deck' | 'search';

export type JobOutcome = 'ok' | 'error';

/** What the server counts about itself, as the code that does the work reports it. */
export interface Metrics {
  /** One answered request: the route pattern that matched (never the raw URL) and its status. */
  request: (r: {
    method: string;
    route: string;
    status: number;
    seconds: number;
    group: LatencyGroup | undefined;
  }) => void;
  /** One job run that started (a slot another server ran is not a run here). */
  jobRun: (job: string, outcome: JobOutcome, seconds: number) => void;
  /** One crawl's result, source by source. */
  crawlSources: (sources: readonly CrawlSourceResult[]) => void;
  /** One signed-in page's first screen: drawn, not drawn (the data would not fill it), or failed. */
  firstScreen: (route: string, outcome: FirstScreenOutcome) => void;
}

export type FirstScreenOutcome = 'drawn' | 'not_drawn' | 'failed';

/** One app's metrics and the registry a scrape reads them from. */
export interface ServerMetrics extends Metrics {
  registry: Registry;
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Around the deck's 10 ms and search's 50 ms targets. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 1];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

/**
 * The server's metrics in a registry of its own (tests build many apps in one process, and the
 * global registry refuses a second metric of the same name). Process metrics (CPU, memory, event
 * loop, GC) are added only for a server that serves them: each collection starts timers and
 * observers that live as long as the process.
 */
export function createMetrics(
  database: Pick<Database, 'connections'>,
  opts: { processMetrics: boolean },
): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const latency = new Histogram({
    name: 'swipenyc_latency_seconds',
    help: 'Time to answer the deck and search, whatever the status, by route group',
    labelNames: ['group'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobs = new Histogram({
    name: 'swipenyc_job_duration_seconds',
    help: 'Job runs (the _count) and how long each took, by job name and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const crawlRuns = new Counter({
    name: 'swipenyc_crawl_source_runs_total',
    help: 'Crawls of each source, by outcome (ok, or failed: unreadable, not configured, not saved)',
    labelNames: ['source', 'outcome'] as const,
    registers,
  });
  const crawlEvents = new Counter({
    name: 'swipenyc_crawl_events_total',
    help: 'Events a source listed (found), and of those created, updated or skipped',
    labelNames: ['source', 'result'] as const,
    registers,
  });

  const firstScreens = new Counter({
    name: 'swipenyc_first_screens_total',
    help: 'Signed-in first screens the server drew, did not draw (data would not fill them) or failed to draw',
    labelNames: ['route', 'outcome'] as const,
    registers,
  });

  const connections = database.connections;
  if (connections) {
    // Read when scraped, so they cost nothing between scrapes.
    const gauge = (name: string, help: string, read: (c: ConnectionUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(connections()));
        },
      });
    gauge('swipenyc_db_pool_connections', 'Open connections to PostgreSQL', (c) => c.total);
    gauge('swipenyc_db_pool_idle_connections', 'Open connections not in use', (c) => c.idle);
    gauge(
      'swipenyc_db_pool_waiting_requests',
      'Queries waiting for a free connection (the pool is full)',
      (c) => c.waiting,
    );
  }

  return {
    registry,
    request: ({ method, route, status, seconds, group }) => {
      requests.observe({ method, route, status_code: status }, seconds);
      if (group) latency.observe({ group }, seconds);
    },
    jobRun: (job, outcome, seconds) => jobs.observe({ job, outcome }, seconds),
    firstScreen: (route, outcome) => firstScreens.inc({ route, outcome }),
    crawlSources: (sources) => {
      for (const s of sources) {
        crawlRuns.inc({ source: s.source, outcome: s.ok ? 'ok' : 'failed' });
        for (const result of ['found', 'created', 'updated', 'skipped'] as const) {
          crawlEvents.inc({ source: s.source, result }, s[result]);
        }
      }
    },
  };
}
