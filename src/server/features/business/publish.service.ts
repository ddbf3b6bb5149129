import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import { eventSourceLinks } from '#server/db/schema/event-sources.ts';
import { insertEvent } from '#server/events/event-insert.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';
import { eventDaysIssue } from '#shared/schemas/event-input.ts';

/** The provenance name of events a business posted (event_sources.source). */
export const BUSINESS_SOURCE = 'business';

/**
 * Puts a paid business event on the deck: an ordinary events row (source 'business', pointing
 * back to its submission) with the business as its provenance, and the submission goes live.
 * Runs inside the caller's transaction; answers null when the event is not awaiting review, and
 * the problem when its stored days are outside the window events may have (a row stored before
 * the window was checked, or one whose day has passed while it waited): it then stays awaiting
 * review, for an admin to reject.
 */
export async function publishBusinessEvent(
  tx: Db,
  businessEventId: number,
  reviewerId: string | null,
): Promise<{ eventId: number } | { problem: string } | null> {
  const [submission] = await tx
    .select({ event: businessEvents, companyName: businessAccounts.companyName })
    .from(businessEvents)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessEvents.businessId))
    .where(and(eq(businessEvents.id, businessEventId), eq(businessEvents.status, 'paid_review')))
    .for('update', { of: businessEvents });
  if (!submission) return null;
  const be = submission.event;
  const issue = eventDaysIssue(be.date, be.endDate);
  if (issue) return { problem: `${issue.path}: ${issue.message}` };
  const row = eventRowFrom(
    {
      title: be.title,
      description: be.description,
      date: be.date,
      time: be.time,
      allDay: be.allDay,
      endDate: be.endDate,
      venue: be.venue,
      price: be.price || 'Free',
      category: be.originalCategory ?? be.category,
      performer: submission.companyName,
      imageUrl: be.imageUrl,
      sourceUrl: be.sourceUrl,
      neighborhood: null,
      borough: null,
    },
    'business',
  );
  const { id: eventId } = await insertEvent(tx, {
    ...row,
    businessEventId: be.id,
    sourceKey: `business:${be.id}`,
  });
  await tx
    .insert(eventSourceLinks)
    .values({ eventId, source: BUSINESS_SOURCE, sourceId: String(be.id), url: be.sourceUrl });
  await tx
    .update(businessEvents)
    .set({
      status: 'live',
      rejectionReason: null,
      reviewedAt: sql`now()`,
      reviewedBy: reviewerId,
      updatedAt: sql`now()`,
    })
    .where(eq(businessEvents.id, be.id));
  return { eventId };
}
