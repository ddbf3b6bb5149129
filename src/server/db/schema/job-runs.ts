import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Every run of a scheduled or admin-started job; also how servers agree a slot already ran. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    result: jsonb('result'),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_started_idx').on(t.job, t.startedAt.desc()),
    // A run is under way (neither) or over (both): never finished without an outcome.
    check('job_runs_outcome_check', sql`(${t.finishedAt} is null) = (${t.ok} is null)`),
  ],
);
