import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import {
  businessEvents,
  checkoutSessions,
  paymentWebhookEvents,
  payments,
} from '#server/db/schema/business.ts';
import type { PaymentEvent } from '#server/features/payments/payment-provider.ts';
import { BUSINESS_EVENT_FEE_CENTS, BUSINESS_EVENT_FEE_CURRENCY } from '#shared/business.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Puts a paid business event on the deck inside the payment's transaction (auto-publish). */
export type PublishOnPayment = (
  tx: Db,
  businessEventId: number,
  reviewerId: null,
) => Promise<{ eventId: number } | { problem: string } | null>;

export interface ApplyDeps {
  db: Db;
  /** Set when BUSINESS_AUTO_PUBLISH is on. */
  publish: PublishOnPayment | null;
  log: FastifyBaseLogger;
}

/** 'duplicate': this event id was handled before, so nothing changed. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider's notification, a Stripe webhook or a local completion alike, in one
 * transaction. The event id is recorded first: a replay inserts nothing and changes nothing.
 * Deliveries may come in any order and twice over; the locked business event row makes
 * concurrent ones for the same event take turns.
 */
export async function applyPaymentEvent(
  deps: ApplyDeps,
  event: PaymentEvent,
): Promise<ApplyOutcome> {
  const { log } = deps;
  return deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!recorded) return 'duplicate';
    if (event.kind === 'ignored' || !event.sessionId) return 'ignored';

    const sessionId = event.sessionId;
    const [session] = await tx
      .select({ businessEventId: checkoutSessions.businessEventId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    // Our row is the trusted link; metadata only finds the event when the webhook beat our insert.
    const businessEventId = session?.businessEventId ?? event.businessEventId;
    const [target] =
      businessEventId === null
        ? []
        : await tx
            .select({ id: businessEvents.id })
            .from(businessEvents)
            .where(eq(businessEvents.id, businessEventId))
            .for('update');
    if (!target) {
      log.warn({ eventId: event.eventId, sessionId }, 'payment event for no known business event');
      return 'ignored';
    }

    if (event.kind === 'expired') {
      // Only an open session expires: a late expiry after payment changes nothing.
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
      return 'applied';
    }
    return recordPayment(tx, deps, event, sessionId, target.id);
  });
}

async function recordPayment(
  tx: Tx,
  deps: ApplyDeps,
  event: PaymentEvent,
  sessionId: string,
  businessEventId: number,
): Promise<ApplyOutcome> {
  const currency = event.currency.toLowerCase();
  if (event.amountCents < BUSINESS_EVENT_FEE_CENTS || currency !== BUSINESS_EVENT_FEE_CURRENCY) {
    deps.log.error(
      { eventId: event.eventId, sessionId, amountCents: event.amountCents, currency },
      'payment below the fee; the event stays unpaid',
    );
    return 'ignored';
  }
  await tx
    .insert(checkoutSessions)
    .values({
      id: sessionId,
      provider: event.provider,
      businessEventId,
      // Never offered again once complete, so its address does not matter.
      url: '',
      status: 'complete',
      expiresAt: event.expiresAt ?? sql`now()`,
    })
    .onConflictDoNothing();
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(eq(checkoutSessions.id, sessionId));
  const [payment] = await tx
    .insert(payments)
    .values({
      businessEventId,
      provider: event.provider,
      providerRef: event.providerRef ?? sessionId,
      checkoutSessionId: sessionId,
      amountCents: event.amountCents,
      currency,
      companyName: sql`(SELECT ba.company_name FROM business_events be
        JOIN business_accounts ba ON ba.id = be.business_id WHERE be.id = ${businessEventId})`,
      eventTitle: sql`(SELECT title FROM business_events WHERE id = ${businessEventId})`,
    })
    .onConflictDoNothing({ target: payments.providerRef })
    .returning({ id: payments.id });
  // Only an unpaid event moves: one already under review, live or rejected stays as it is.
  const [moved] = await tx
    .update(businessEvents)
    .set({ status: 'paid_review', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(businessEvents.id, businessEventId), eq(businessEvents.status, 'unpaid')))
    .returning({ id: businessEvents.id });
  if (moved) {
    const published = deps.publish ? await deps.publish(tx, businessEventId, null) : null;
    // Paid but not publishable as stored: it waits in the review queue, for an admin to reject.
    if (published && 'problem' in published) {
      deps.log.warn({ businessEventId, problem: published.problem }, 'paid event not published');
    }
  } else if (payment) {
    deps.log.warn(
      { businessEventId, paymentId: payment.id },
      'second payment for an event already paid; refund it',
    );
  }
  return 'applied';
}
