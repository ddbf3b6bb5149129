import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import { events } from '#server/db/schema/events.ts';
import { businessEventRecordColumns } from '#server/features/business/business-events.service.ts';
import type { BusinessReviewRecord } from '#server/features/business/business.presenter.ts';
import { publishBusinessEvent } from '#server/features/business/publish.service.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit-log.ts';
import { conflict, HttpError, notFound } from '#server/lib/errors.ts';

/** The review list is read on every visit to the admin panel: a page of the oldest is enough. */
const REVIEW_LIST_MAX = 200;
const NOT_AWAITING_REVIEW = 'This event is not awaiting review';

/** Paid events awaiting review, the longest waiting first. */
export function reviewQueue(db: Db): Promise<BusinessReviewRecord[]> {
  return db
    .select({
      ...businessEventRecordColumns,
      account: {
        companyName: businessAccounts.companyName,
        businessType: businessAccounts.businessType,
        email: businessAccounts.email,
      },
    })
    .from(businessEvents)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessEvents.businessId))
    .leftJoin(events, eq(events.businessEventId, businessEvents.id))
    .where(eq(businessEvents.status, 'paid_review'))
    .orderBy(sql`${businessEvents.paidAt} asc nulls last`, asc(businessEvents.id))
    .limit(REVIEW_LIST_MAX);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the submission and insists it is awaiting review: 404 unknown, 409 any other state. */
async function lockAwaitingReview(tx: Tx, businessEventId: number) {
  const [found] = await tx
    .select({ status: businessEvents.status })
    .from(businessEvents)
    .where(eq(businessEvents.id, businessEventId))
    .for('update');
  if (!found) throw notFound('Business event not found');
  if (found.status !== 'paid_review') throw conflict(NOT_AWAITING_REVIEW);
}

/** Publish: the submission goes live and joins the deck as an ordinary event. */
export async function publishReviewed(
  db: Db,
  businessEventId: number,
  reviewer: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAwaitingReview(tx, businessEventId);
    const published = await publishBusinessEvent(tx, businessEventId, reviewer.id);
    if (!published) throw conflict(NOT_AWAITING_REVIEW);
    if ('problem' in published) {
      throw new HttpError(
        422,
        `This event cannot be published as stored (${published.problem}). Reject it with a reason.`,
        'INVALID_EVENT',
      );
    }
    await recordAudit(tx, reviewer, {
      action: 'business_event.publish',
      targetType: 'business_event',
      targetId: businessEventId,
      details: { eventId: published.eventId },
    });
  });
}

/** Reject with a reason the business sees on its dashboard. */
export async function rejectReviewed(
  db: Db,
  businessEventId: number,
  reviewer: AuditActor,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAwaitingReview(tx, businessEventId);
    await recordAudit(tx, reviewer, {
      action: 'business_event.reject',
      targetType: 'business_event',
      targetId: businessEventId,
      details: { reason },
    });
    await tx
      .update(businessEvents)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        reviewedAt: sql`now()`,
        reviewedBy: reviewer.id,
        updatedAt: sql`now()`,
      })
      .where(eq(businessEvents.id, businessEventId));
  });
}
