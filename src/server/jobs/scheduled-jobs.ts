import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { crawlJob } from '#server/features/crawler/crawl-job.ts';
import { crawlSettingsFrom } from '#server/features/crawler/source-config.ts';
import { cleanupJob } from '#server/jobs/cleanup.ts';
import { startScheduler, type Job, type JobLog, type Scheduler } from '#server/jobs/scheduler.ts';

/** Every job the servers run on a schedule; a new job is one more entry. */
export function scheduledJobs(config: Pick<Config, 'crawler' | 'publicUrl'>): readonly Job[] {
  return [cleanupJob, crawlJob(crawlSettingsFrom(config))];
}

/** This server's scheduler, or none when JOBS=off. */
export function startJobs(
  config: Pick<Config, 'jobs'>,
  database: Database,
  log: JobLog,
  jobs: readonly Job[],
): Scheduler | undefined {
  return config.jobs ? startScheduler({ database, log, jobs }) : undefined;
}
