import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import {
  businessAccounts,
  businessEvents,
  checkoutSessions,
  payments,
} from '#server/db/schema/business.ts';
import { calendarSettings } from '#server/db/schema/calendar-settings.ts';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { userPreferences } from '#server/db/schema/user-preferences.ts';

/** Every row a user owns, in a stable order, to compare before and after other callers act. */
export async function ownerSnapshot(db: Db, userId: string) {
  const accounts = await db
    .select()
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, userId));
  const events = await db
    .select()
    .from(businessEvents)
    .where(
      inArray(
        businessEvents.businessId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(asc(businessEvents.id));
  const eventIds = events.map((e) => e.id);
  return {
    user: await db.select().from(user).where(eq(user.id, userId)),
    swipes: await db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, userId))
      .orderBy(asc(userEvents.id)),
    calendar: await db.select().from(calendarSettings).where(eq(calendarSettings.userId, userId)),
    preferences: await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    push: await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.endpoint)),
    accounts,
    events,
    checkouts: await db
      .select()
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.businessEventId, eventIds))
      .orderBy(asc(checkoutSessions.id)),
    payments: await db
      .select()
      .from(payments)
      .where(inArray(payments.businessEventId, eventIds))
      .orderBy(asc(payments.id)),
  };
}
