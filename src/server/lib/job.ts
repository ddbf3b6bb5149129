import type { Db } from '#server/db/client.ts';
import type { Metrics } from '#server/lib/metrics.ts';

/** What a run answers: a JSON object, kept in job_runs.result. */
export type JobResult = Record<string, unknown>;

/** Work the scheduler runs on a timer; features define their jobs, jobs/ runs them. */
export interface Job<R extends JobResult = JobResult> {
  name: string;
  /** Cron pattern read in New York time: '0 * * * *' is hourly; a sixth field adds seconds. */
  schedule: string;
  run: (db: Db) => Promise<R>;
  /**
   * What a finished run adds to the server's metrics beyond its count and duration. A method, so
   * a job with a narrower result still fits a list of jobs.
   */
  report?(result: R, metrics: Metrics): void;
}

/**
 * Runs a job at once, recorded in job_runs like a scheduled run. The scheduler provides it and
 * the app hands it to the routes that run jobs on request, so features never import jobs/
 * (docs/ARCHITECTURE.md#layers).
 */
export type RunNow = <R extends JobResult>(
  db: Db,
  job: Pick<Job<R>, 'name' | 'run' | 'report'>,
) => Promise<R>;
