import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businessAccounts, businessEvents, payments } from '#server/db/schema/business.ts';
import { events } from '#server/db/schema/events.ts';
import type { BusinessEventRecord } from '#server/features/business/business.presenter.ts';
import { badRequest, conflict } from '#server/lib/errors.ts';
import { normalizeCategory } from '#shared/categories.ts';
import type { BusinessEventWrite } from '#shared/schemas/business.ts';
import { nycToday } from '#shared/time.ts';

/** Unpaid events cost nothing to create, so their number is capped to keep the table small. */
export const MAX_UNPAID_EVENTS = 50;
const TOO_MANY_UNPAID = `You have ${MAX_UNPAID_EVENTS} events awaiting payment: pay for one before adding another`;
const DATE_IN_PAST = 'date: must be today or later';

/** A business event, whether any payment was recorded for it, and its live event. */
export const businessEventRecordColumns = {
  event: businessEvents,
  // A scalar subquery, not EXISTS: PostgreSQL may turn EXISTS into a hash of every payment.
  hasPayment: sql<boolean>`(
    select true from ${payments} where ${payments.businessEventId} = ${businessEvents.id} limit 1
  ) is not null`.mapWith(Boolean),
  eventId: events.id,
};

/** Business events matching `where`, newest first, as the presenter reads them. */
function businessEventRecords(db: Db, where: SQL | undefined) {
  return db
    .select(businessEventRecordColumns)
    .from(businessEvents)
    .leftJoin(events, eq(events.businessEventId, businessEvents.id))
    .where(where)
    .orderBy(desc(businessEvents.id));
}

export async function findBusinessEventRecord(
  db: Db,
  businessEventId: number,
): Promise<BusinessEventRecord | null> {
  const [found] = await businessEventRecords(db, eq(businessEvents.id, businessEventId));
  return found ?? null;
}

/** The business's own events, newest first. */
export function listBusinessEvents(db: Db, businessId: number): Promise<BusinessEventRecord[]> {
  return businessEventRecords(db, eq(businessEvents.businessId, businessId));
}

/**
 * A new submission, unpaid until the payment arrives. The account row is locked while the
 * unpaid events are counted, so parallel requests cannot slip past the cap together.
 */
export async function createBusinessEvent(
  db: Db,
  businessId: number,
  input: BusinessEventWrite,
): Promise<BusinessEventRecord> {
  if (input.date < nycToday()) throw badRequest(DATE_IN_PAST);
  const created = await db.transaction(async (tx) => {
    await tx
      .select({ id: businessAccounts.id })
      .from(businessAccounts)
      .where(eq(businessAccounts.id, businessId))
      .for('update');
    const [unpaid] = await tx
      .select({ n: count() })
      .from(businessEvents)
      .where(and(eq(businessEvents.businessId, businessId), eq(businessEvents.status, 'unpaid')));
    if ((unpaid?.n ?? 0) >= MAX_UNPAID_EVENTS) throw conflict(TOO_MANY_UNPAID);
    const [row] = await tx
      .insert(businessEvents)
      .values({
        businessId,
        title: input.title,
        description: input.description,
        date: input.date,
        time: input.time,
        allDay: input.allDay,
        endDate: input.endDate,
        venue: input.venue,
        price: input.price,
        category: normalizeCategory(input.category),
        originalCategory: input.category,
        imageUrl: input.imageUrl,
        sourceUrl: input.sourceUrl,
      })
      .returning();
    return row!;
  });
  return { event: created, hasPayment: false, eventId: null };
}
