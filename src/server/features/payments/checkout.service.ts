import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import {
  businessAccounts,
  businessEvents,
  checkoutSessions,
  payments,
} from '#server/db/schema/business.ts';
import { checkoutReturnUrls } from '#server/features/payments/checkout-urls.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '#server/features/payments/payment-provider.ts';
import { conflict, forbidden, HttpError, notFound } from '#server/lib/errors.ts';
import { BUSINESS_ACCOUNT_REQUIRED } from '#shared/schemas/business.ts';

export const NOT_YOUR_EVENT = 'You can only pay for your own events';
export const ALREADY_PAID = 'This event is already paid';
export const PROVIDER_UNAVAILABLE = 'Payment provider unavailable - please try again';

/** An open checkout this close to expiring is not offered again: the payer needs time. */
const REUSE_MARGIN = sql`interval '5 minutes'`;

/**
 * The checkout URL for the $5 fee of an unpaid event the caller's business owns: an open
 * checkout of that event is offered again, else the provider makes one. The idempotency key
 * counts the event's checkouts, so a retry after a failure to store the answer gets the same
 * checkout back from Stripe rather than a second one.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  opts: { userId: string; businessEventId: number; publicUrl: string; log: FastifyBaseLogger },
): Promise<{ checkoutUrl: string }> {
  const [account] = await db
    .select({ id: businessAccounts.id, companyName: businessAccounts.companyName })
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, opts.userId));
  if (!account) throw forbidden(BUSINESS_ACCOUNT_REQUIRED);
  const [event] = await db
    .select({ id: businessEvents.id, title: businessEvents.title, status: businessEvents.status })
    .from(businessEvents)
    .where(
      and(eq(businessEvents.id, opts.businessEventId), eq(businessEvents.businessId, account.id)),
    );
  // Someone else's event and no event at all answer alike, so ids reveal nothing.
  if (!event) throw forbidden(NOT_YOUR_EVENT);
  if (event.status !== 'unpaid') throw conflict(ALREADY_PAID);

  const [open] = await db
    .select({ url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.businessEventId, event.id),
        eq(checkoutSessions.provider, provider.name),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, sql`now() + ${REUSE_MARGIN}`),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  if (open) return { checkoutUrl: open.url };

  const [made] = await db
    .select({ n: count() })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.businessEventId, event.id));
  let created;
  try {
    created = await provider.createCheckout({
      businessEventId: event.id,
      title: event.title,
      companyName: account.companyName,
      ...checkoutReturnUrls(opts.publicUrl, event.id),
      idempotencyKey: `business-event-${event.id}-checkout-${(made?.n ?? 0) + 1}`,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    opts.log.error({ err, businessEventId: event.id }, 'checkout could not be created');
    throw new HttpError(502, PROVIDER_UNAVAILABLE, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
  // The same key twice answers the same session, and a webhook may have stored it already.
  await db
    .insert(checkoutSessions)
    .values({
      id: created.sessionId,
      provider: provider.name,
      businessEventId: event.id,
      url: created.url,
      expiresAt: created.expiresAt,
    })
    .onConflictDoNothing();
  return { checkoutUrl: created.url };
}

/** A checkout with its event, readable only by the user whose business owns the event. */
export async function ownedCheckout(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: checkoutSessions.id,
      provider: checkoutSessions.provider,
      status: checkoutSessions.status,
      expiresAt: checkoutSessions.expiresAt,
      businessEventId: businessEvents.id,
      eventTitle: businessEvents.title,
      eventStatus: businessEvents.status,
      companyName: businessAccounts.companyName,
      paidCents: payments.amountCents,
      paidCurrency: payments.currency,
    })
    .from(checkoutSessions)
    .innerJoin(businessEvents, eq(businessEvents.id, checkoutSessions.businessEventId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessEvents.businessId))
    .leftJoin(payments, eq(payments.checkoutSessionId, checkoutSessions.id))
    .where(and(eq(checkoutSessions.id, sessionId), eq(businessAccounts.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Checkout not found');
  return row;
}
export type OwnedCheckout = Awaited<ReturnType<typeof ownedCheckout>>;

/** An open checkout past its expiry reads as expired, whether or not the provider said so. */
export function effectiveStatus(c: Pick<OwnedCheckout, 'status' | 'expiresAt'>) {
  return c.status === 'open' && c.expiresAt.getTime() <= Date.now() ? 'expired' : c.status;
}
