import { Cron } from 'croner';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import type { Job, JobResult, RunNow } from '#server/lib/job.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import { NYC_ZONE } from '#shared/time.ts';

export interface JobLog {
  info: (obj: object, msg: string) => void;
  error: (obj: { err: unknown }, msg: string) => void;
}

export interface Scheduler {
  /** Stops every timer and waits for a run under way to finish. */
  stop: () => Promise<void>;
}

/**
 * How a run was started, stored beside its result. A scheduled run names its slot (the cron time
 * it fired for); servers compare slots rather than start times, so clocks a little apart still
 * agree on which hour a run belongs to. Manual runs carry no slot and never stand in for one.
 */
type Trigger = { trigger: 'manual' } | { trigger: 'schedule'; slot: string };

/** Drizzle wraps driver errors in a message holding the SQL; the cause says what went wrong. */
function errorText(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

async function recordRun<R extends JobResult>(
  db: Db,
  job: Pick<Job<R>, 'name' | 'run' | 'report'>,
  trigger: Trigger,
  metrics: Metrics,
) {
  const [row] = await db
    .insert(jobRuns)
    .values({ job: job.name, result: trigger })
    .returning({ id: jobRuns.id });
  const id = row!.id;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const value = await job.run(db);
    const took = seconds();
    await db
      .update(jobRuns)
      .set({ finishedAt: sql`now()`, ok: true, result: { ...value, ...trigger } })
      .where(eq(jobRuns.id, id));
    metrics.jobRun(job.name, 'ok', took);
    job.report?.(value, metrics);
    return value;
  } catch (err) {
    const took = seconds();
    await db
      .update(jobRuns)
      .set({ finishedAt: sql`now()`, ok: false, error: errorText(err) })
      .where(eq(jobRuns.id, id));
    metrics.jobRun(job.name, 'error', took);
    throw err;
  }
}

/**
 * Runs a job at an admin's request, recorded in job_runs and in `metrics` like scheduled runs;
 * errors propagate.
 */
export const jobRunner =
  (metrics: Metrics): RunNow =>
  (db, job) =>
    recordRun(db, job, { trigger: 'manual' }, metrics);

async function slotTaken(db: Db, job: string, slot: string): Promise<boolean> {
  const found = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, job),
        // Bounds the walk down job_runs_job_started_idx; a day covers any plausible clock skew.
        sql`${jobRuns.startedAt} > ${slot}::timestamptz - interval '1 day'`,
        sql`${jobRuns.result}->>'slot' = ${slot}`,
      ),
    )
    .limit(1);
  return found.length > 0;
}

/**
 * One scheduled firing: under the job's lock, runs it unless some server already ran this slot.
 * The lock keeps servers from running it side by side; the slot check keeps a server that fires
 * after another has finished from running it a second time.
 */
export async function runInSlot(
  database: Database,
  job: Job,
  slot: Date,
  metrics: Metrics,
): Promise<'ran' | 'skipped'> {
  const outcome = await database.tryExclusive(`job:${job.name}`, async () => {
    const key = slot.toISOString();
    if (await slotTaken(database.db, job.name, key)) return false;
    await recordRun(database.db, job, { trigger: 'schedule', slot: key }, metrics);
    return true;
  });
  return outcome.ran && outcome.value ? 'ran' : 'skipped';
}

/** The cron time a firing belongs to: the latest one not after `at` (croner fires at or after it). */
function slotOf(cron: Cron, at: Date): Date {
  return cron.previousRuns(1, new Date(at.getTime() + 1))[0] ?? at;
}

/**
 * Starts one cron per job in New York time. Every server may run this: each slot of each job runs
 * once in total. A failed run is logged and recorded; it never stops the process or the timer.
 */
export function startScheduler(opts: {
  database: Database;
  log: JobLog;
  jobs: readonly Job[];
  metrics: Metrics;
}): Scheduler {
  const { database, log, metrics } = opts;
  const running = new Set<Promise<void>>();
  const fire = async (job: Job, slot: Date) => {
    try {
      if ((await runInSlot(database, job, slot, metrics)) === 'ran') {
        log.info({ job: job.name, slot }, `Job ${job.name} finished`);
      }
    } catch (err) {
      log.error({ err }, `Job ${job.name} failed`);
    }
  };
  // protect: a run still going when its next time comes skips that time in this process.
  const crons = opts.jobs.map(
    (job) =>
      new Cron(job.schedule, { timezone: NYC_ZONE, protect: true }, async (self) => {
        const run = fire(job, slotOf(self, new Date()));
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
        }
      }),
  );
  return {
    stop: async () => {
      for (const cron of crons) cron.stop();
      await Promise.all(running);
    },
  };
}
