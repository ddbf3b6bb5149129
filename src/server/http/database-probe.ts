import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * `SELECT 1` at most once per `maxAgeMs`, its outcome shared by every caller meanwhile: the
 * health check says whether the database answers without adding a query to each of the
 * thousands of health requests a load balancer or benchmark sends.
 */
export function databaseProbe(db: Db, maxAgeMs = 1000) {
  let last: { at: number; answer: Promise<unknown> } | undefined;
  return (): Promise<unknown> => {
    const now = performance.now();
    if (!last || now - last.at >= maxAgeMs) {
      // Drizzle's query runs each time it is awaited; `.then` runs it once and keeps the answer.
      const answer = db.execute(sql`SELECT 1`).then(() => undefined);
      // A failure is read by the caller; the shared copy must not be an unhandled rejection.
      answer.catch(() => undefined);
      last = { at: now, answer };
    }
    return last.answer;
  };
}
