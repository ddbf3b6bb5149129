import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { cleanupJob } from '#server/jobs/cleanup.ts';
import { startScheduler, type Job, type JobLog, type Scheduler } from '#server/jobs/scheduler.ts';

/** Every job the servers run on a schedule; a new job is one more entry. */
export const scheduledJobs: readonly Job[] = [cleanupJob];

/** This server's scheduler, or none when JOBS=off. */
export function startJobs(
  config: Pick<Config, 'jobs'>,
  database: Database,
  log: JobLog,
  jobs: readonly Job[] = scheduledJobs,
): Scheduler | undefined {
  return config.jobs ? startScheduler({ database, log, jobs }) : undefined;
}
