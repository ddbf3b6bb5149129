import { Cron } from 'croner';
import { and, desc, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { CRAWL_JOB, CRAWL_SCHEDULE, DEMO_CRAWL_JOB } from '#server/features/crawler/crawl-job.ts';
import { crawlResultSchema, type CrawlResult } from '#shared/schemas/crawl.ts';
import { NYC_ZONE } from '#shared/time.ts';

const CRAWLS = [CRAWL_JOB, DEMO_CRAWL_JOB];
/**
 * A crawl unfinished for longer than this died with its server: every source has a deadline
 * well inside it.
 */
const RUNNING_AT_MOST = sql`interval '30 minutes'`;

export interface CrawlState {
  running: boolean;
  lastRunAt: Date | null;
  lastResult: CrawlResult | null;
  lastError: string | null;
  nextRunAt: Date | null;
}

/** The crawls' state from job_runs, which every server writes: running, and the last one. */
export async function readCrawlState(
  db: Db,
  scheduled: boolean,
  now = new Date(),
): Promise<CrawlState> {
  const [underWay] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.job, CRAWLS),
        isNull(jobRuns.finishedAt),
        gt(jobRuns.startedAt, sql`now() - ${RUNNING_AT_MOST}`),
      ),
    )
    .limit(1);
  const [last] = await db
    .select({
      startedAt: jobRuns.startedAt,
      ok: jobRuns.ok,
      result: jobRuns.result,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, CRAWLS), isNotNull(jobRuns.finishedAt)))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  // The run's trigger and slot are stored beside its result; the schema keeps only the result.
  const result = last?.ok ? crawlResultSchema.safeParse(last.result) : null;
  return {
    running: underWay !== undefined,
    lastRunAt: last?.startedAt ?? null,
    lastResult: result?.success ? result.data : null,
    lastError: last && !last.ok ? (last.error ?? 'The crawl failed') : null,
    nextRunAt: scheduled
      ? (new Cron(CRAWL_SCHEDULE, { timezone: NYC_ZONE }).nextRun(now) ?? null)
      : null,
  };
}
