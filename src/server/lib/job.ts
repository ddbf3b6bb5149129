import type { Db } from '#server/db/client.ts';

/** What a run answers: a JSON object, kept in job_runs.result. */
export type JobResult = Record<string, unknown>;

/** Work the scheduler runs on a timer; features define their jobs, jobs/ runs them. */
export interface Job<R extends JobResult = JobResult> {
  name: string;
  /** Cron pattern read in New York time: '0 * * * *' is hourly; a sixth field adds seconds. */
  schedule: string;
  run: (db: Db) => Promise<R>;
}

/**
 * Runs a job at once, recorded in job_runs like a scheduled run. The scheduler provides it and
 * the app hands it to the routes that run jobs on request, so features never import jobs/
 * (docs/ARCHITECTURE.md#layers).
 */
export type RunNow = <R extends JobResult>(db: Db, job: Pick<Job<R>, 'name' | 'run'>) => Promise<R>;
