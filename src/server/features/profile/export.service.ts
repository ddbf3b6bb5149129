import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import { calendarSettings } from '#server/db/schema/calendar-settings.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns } from '#server/events/event-row.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import {
  presentExportAccount,
  presentExportBusiness,
  presentExportCalendar,
  presentExportSwipe,
  presentExportUpload,
} from '#server/features/profile/export.presenter.ts';
import { presentPreferences } from '#server/features/profile/preferences.presenter.ts';
import { readPreferences } from '#server/features/profile/preferences.service.ts';
import { notFound } from '#server/lib/errors.ts';
import { listUploads } from '#server/uploads/upload-records.ts';

/** Swipes are read and written this many at a time, so a 100k-swipe export stays small in memory. */
const SWIPE_PAGE = 500;

/**
 * The signed-in user's data as one JSON document, produced piece by piece: the account and its
 * settings are read now (so a failure still gets a proper error status), the swipes with their
 * events later, in pages keyed on the (user_id, event_id) index, as the download is sent. Every
 * piece goes through a presenter that names its fields, so nothing else (password hashes,
 * tokens) can leave.
 */
export async function accountExport(db: Db, userId: string): Promise<AsyncGenerator<string>> {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw notFound('Account not found');
  const [calendar] = await db
    .select()
    .from(calendarSettings)
    .where(eq(calendarSettings.userId, userId));
  const head = {
    exportedAt: new Date().toISOString(),
    account: presentExportAccount(account),
    calendarSettings: presentExportCalendar(calendar),
    preferences: presentPreferences(await readPreferences(db, userId)),
    business: await businessExport(db, userId),
    uploads: (await listUploads(db, userId)).map(presentExportUpload),
  };
  return exportChunks(db, userId, `${JSON.stringify(head).slice(0, -1)},"swipes":[`);
}

/** The business account with every event it submitted, newest first; null without one. */
async function businessExport(db: Db, userId: string) {
  const [business] = await db
    .select()
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, userId));
  if (!business) return null;
  const submitted = await db
    .select({ event: businessEvents, eventId: events.id })
    .from(businessEvents)
    .leftJoin(events, eq(events.businessEventId, businessEvents.id))
    .where(eq(businessEvents.businessId, business.id))
    .orderBy(desc(businessEvents.id));
  return presentExportBusiness(business, submitted);
}

async function* exportChunks(db: Db, userId: string, head: string): AsyncGenerator<string> {
  yield head;
  let after = 0;
  let separator = '';
  for (;;) {
    const page = await db
      .select({ swipe: userEvents, event: eventColumns })
      .from(userEvents)
      .innerJoin(events, eq(events.id, userEvents.eventId))
      .where(and(eq(userEvents.userId, userId), gt(userEvents.eventId, after)))
      .orderBy(asc(userEvents.eventId))
      .limit(SWIPE_PAGE);
    if (page.length > 0) {
      yield separator + page.map((s) => JSON.stringify(presentExportSwipe(s))).join(',');
      separator = ',';
    }
    if (page.length < SWIPE_PAGE) break;
    after = page.at(-1)!.swipe.eventId;
  }
  yield ']}';
}
