import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { crawlJob } from '#server/features/crawler/crawl-job.ts';
import { crawlSettingsFrom } from '#server/features/crawler/source-config.ts';
import { pushSubject } from '#server/features/push/push-subject.ts';
import { reminderJob } from '#server/features/push/reminder-job.ts';
import { unusedUploadsJob } from '#server/features/uploads/unused-uploads-job.ts';
import { cleanupJob } from '#server/jobs/cleanup.ts';
import { startScheduler, type JobLog, type Scheduler } from '#server/jobs/scheduler.ts';
import type { Job } from '#server/lib/job.ts';
import { uploadStoreFor } from '#server/uploads/upload-store-for.ts';
import type { Metrics } from '#server/lib/metrics.ts';

/** Every job the servers run on a schedule; a new job is one more entry. */
export function scheduledJobs(
  config: Pick<
    Config,
    | 'crawler'
    | 'publicUrl'
    | 'jobSchedule'
    | 'passCleanupMinSwipers'
    | 'dataDir'
    | 'cleanup'
    | 'objectStorage'
  >,
): readonly Job[] {
  const store = uploadStoreFor(config);
  const jobs = [
    cleanupJob({ minPassSwipers: config.passCleanupMinSwipers, ...config.cleanup }),
    crawlJob(crawlSettingsFrom(config), store),
    reminderJob({ subject: pushSubject(config) }),
    unusedUploadsJob(store),
  ];
  // JOB_SCHEDULE squeezes every job's hour into seconds for fault tests and drills.
  const { jobSchedule } = config;
  return jobSchedule ? jobs.map((job) => ({ ...job, schedule: jobSchedule })) : jobs;
}

/** This server's scheduler, or none when JOBS=off. */
export function startJobs(
  config: Pick<Config, 'jobs'>,
  database: Database,
  log: JobLog,
  jobs: readonly Job[],
  metrics: Metrics,
): Scheduler | undefined {
  return config.jobs ? startScheduler({ database, log, jobs, metrics }) : undefined;
}
