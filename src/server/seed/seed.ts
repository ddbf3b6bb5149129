import { sql } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { seedAccounts } from '#server/seed/accounts.ts';
import { buildDemoEvents } from '#server/seed/demo-events.ts';
import { removeDemoPeople, seedDemoPeople } from '#server/seed/demo-people.ts';
import { insertEvents } from '#server/events/event-insert.ts';
import { nycToday } from '#shared/time.ts';

export interface SeedResult {
  generatedAdminPassword: string | undefined;
  eventsInserted: number;
  /** Swipes the demo people made at this start-up. */
  demoSwipes: number;
  /** Demo people removed because demo data is off. */
  demoPeopleRemoved: number;
}

/**
 * Idempotent: accounts are created only when missing, demo events only into an empty table, and
 * the demo people swipe again only when they have not for a day. With demo data or demo people
 * off, the demo people and their swipes are removed (docs/product.md#demo-data); events stay, as an admin may
 * have kept or edited them.
 */
export async function seed(db: Db, auth: Auth, config: Config): Promise<SeedResult> {
  const { generatedAdminPassword } = await seedAccounts(db, auth, config);
  const demoPeopleRemoved = config.seedDemoPeople ? 0 : await removeDemoPeople(db);
  if (!config.seedDemo) {
    return { generatedAdminPassword, eventsInserted: 0, demoSwipes: 0, demoPeopleRemoved };
  }
  let eventsInserted = 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  if (row?.n === 0) {
    const rows = buildDemoEvents(nycToday());
    for (let i = 0; i < rows.length; i += 100) {
      await insertEvents(db, rows.slice(i, i + 100));
    }
    eventsInserted = rows.length;
  }
  const demoSwipes = config.seedDemoPeople ? await seedDemoPeople(db) : 0;
  return { generatedAdminPassword, eventsInserted, demoSwipes, demoPeopleRemoved };
}
