import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import {
  businessAccounts,
  businessEvents,
  checkoutSessions,
  payments,
} from '#server/db/schema/business.ts';
import { signUp } from '#test/support/server/test-app.ts';
import { addDays, nycToday } from '#shared/time.ts';

type NewAccount = typeof businessAccounts.$inferInsert;
type NewBusinessEvent = typeof businessEvents.$inferInsert;

let n = 0;

export async function insertBusinessAccount(
  db: Db,
  userId: string,
  overrides: Partial<NewAccount> = {},
) {
  const [row] = await db
    .insert(businessAccounts)
    .values({
      userId,
      companyName: 'Brooklyn Bowl',
      businessType: 'venue',
      contactName: 'Pat Doe',
      email: 'pat@example.com',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An unpaid event for tomorrow evening, with any field overridden. */
export async function insertBusinessEvent(
  db: Db,
  businessId: number,
  overrides: Partial<NewBusinessEvent> = {},
) {
  n += 1;
  const [row] = await db
    .insert(businessEvents)
    .values({
      businessId,
      title: `Business night ${n}`,
      description: 'Live music all night.',
      date: addDays(nycToday(), 1),
      time: '8:00 PM',
      venue: 'Brooklyn Bowl',
      price: '$20',
      category: 'music',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A signed-in user with a business account and one unpaid event. */
export async function businessOwner(app: FastifyInstance, db: Db) {
  const { cookie, user } = await signUp(app);
  const account = await insertBusinessAccount(db, user.id);
  const event = await insertBusinessEvent(db, account.id);
  return { cookie, user, account, event };
}

export async function businessEventRow(db: Db, id: number) {
  const [row] = await db.select().from(businessEvents).where(eq(businessEvents.id, id));
  return row!;
}

export const paymentsOf = (db: Db, businessEventId: number) =>
  db.select().from(payments).where(eq(payments.businessEventId, businessEventId));

export const sessionsOf = (db: Db, businessEventId: number) =>
  db.select().from(checkoutSessions).where(eq(checkoutSessions.businessEventId, businessEventId));
