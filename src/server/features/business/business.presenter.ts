import type { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import {
  presentBusinessAccountFields,
  presentBusinessEventFields,
} from '#server/lib/business-fields.presenter.ts';
import type {
  BusinessAccount,
  BusinessEvent,
  BusinessEventAnalytics,
  BusinessReviewItem,
} from '#shared/schemas/business.ts';

type BusinessAccountRow = typeof businessAccounts.$inferSelect;
type BusinessEventRow = typeof businessEvents.$inferSelect;

/** A business event with what the list query works out beside it. */
export interface BusinessEventRecord {
  event: BusinessEventRow;
  hasPayment: boolean;
  eventId: number | null;
}

export interface BusinessReviewRecord extends BusinessEventRecord {
  account: Pick<BusinessAccountRow, 'companyName' | 'businessType' | 'email'>;
}

export interface BusinessAnalyticsRecord {
  businessEventId: number;
  eventId: number;
  title: string;
  date: string;
  views: number;
  loves: number;
  maybes: number;
  passes: number;
}

/** The account's own fields; whether its events are reviewed comes from the configuration. */
export function presentBusinessAccount(
  a: BusinessAccountRow,
): Omit<BusinessAccount, 'eventsReviewed'> {
  return { id: a.id, ...presentBusinessAccountFields(a) };
}

export function presentBusinessEvent({
  event: e,
  hasPayment,
  eventId,
}: BusinessEventRecord): BusinessEvent {
  return {
    ...presentBusinessEventFields(e),
    // A rejected event stays paid: the business paid for the review it got.
    isPaid: hasPayment || e.status === 'paid_review' || e.status === 'live',
    isPublished: e.status === 'live',
    rejectionReason: e.rejectionReason,
    eventId,
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentReviewItem(r: BusinessReviewRecord): BusinessReviewItem {
  return {
    ...presentBusinessEvent(r),
    companyName: r.account.companyName,
    businessType: r.account.businessType,
    contactEmail: r.account.email,
    paidAt: r.event.paidAt?.toISOString() ?? null,
  };
}

export function presentAnalytics(r: BusinessAnalyticsRecord): BusinessEventAnalytics {
  return {
    businessEventId: r.businessEventId,
    eventId: r.eventId,
    title: r.title,
    date: r.date,
    views: r.views,
    loves: r.loves,
    maybes: r.maybes,
    passes: r.passes,
  };
}
