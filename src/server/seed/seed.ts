import { sql } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { seedAccounts } from '#server/seed/accounts.ts';
import { buildDemoEvents } from '#server/seed/demo-events.ts';
import { insertEvents } from '#server/events/event-insert.ts';
import { nycToday } from '#shared/time.ts';

export interface SeedResult {
  generatedAdminPassword: string | undefined;
  eventsInserted: number;
}

/** Idempotent: accounts are created only when missing, demo events only into an empty table. */
export async function seed(db: Db, auth: Auth, config: Config): Promise<SeedResult> {
  const { generatedAdminPassword } = await seedAccounts(db, auth, config);
  let eventsInserted = 0;
  if (config.seedDemo) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
    if (row?.n === 0) {
      const rows = buildDemoEvents(nycToday());
      for (let i = 0; i < rows.length; i += 100) {
        await insertEvents(db, rows.slice(i, i + 100));
      }
      eventsInserted = rows.length;
    }
  }
  return { generatedAdminPassword, eventsInserted };
}
