import type { Db } from '#server/db/client.ts';
import {
  applyPaymentEvent,
  type ApplyDeps,
} from '#server/features/payments/apply-payment-event.ts';
import {
  ALREADY_PAID,
  effectiveStatus,
  ownedCheckout,
  type OwnedCheckout,
} from '#server/features/payments/checkout.service.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { BUSINESS_EVENT_FEE_CENTS, BUSINESS_EVENT_FEE_CURRENCY } from '#shared/business.ts';

export const CHECKOUT_EXPIRED = 'This checkout has expired - please start the payment again';

/** A checkout of the built-in provider that the caller's business owns (else 404). */
export async function ownedLocalCheckout(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<OwnedCheckout> {
  const checkout = await ownedCheckout(db, userId, sessionId);
  if (checkout.provider !== 'local') throw notFound('Checkout not found');
  return checkout;
}

/**
 * The test page's Pay button: a 'paid' event applied exactly as a Stripe webhook would be. Its
 * id is fixed per session, so a second click that slips past the checks below is a replay.
 */
export async function completeLocalCheckout(deps: ApplyDeps, userId: string, sessionId: string) {
  const checkout = await ownedLocalCheckout(deps.db, userId, sessionId);
  const status = effectiveStatus(checkout);
  if (status === 'complete' || checkout.eventStatus !== 'unpaid') throw conflict(ALREADY_PAID);
  if (status === 'expired') throw conflict(CHECKOUT_EXPIRED);
  await applyPaymentEvent(deps, {
    provider: 'local',
    eventId: `complete:${sessionId}`,
    type: 'local.checkout.completed',
    kind: 'paid',
    sessionId,
    businessEventId: checkout.businessEventId,
    providerRef: sessionId,
    amountCents: BUSINESS_EVENT_FEE_CENTS,
    currency: BUSINESS_EVENT_FEE_CURRENCY,
    expiresAt: checkout.expiresAt,
  });
  return ownedLocalCheckout(deps.db, userId, sessionId);
}

/**
 * The test page's Cancel button expires the checkout, as Stripe's expire call would: a stale
 * tab cannot pay it later, and the next "Pay $5" starts a fresh one. Nothing is marked paid.
 */
export async function cancelLocalCheckout(deps: ApplyDeps, userId: string, sessionId: string) {
  const checkout = await ownedLocalCheckout(deps.db, userId, sessionId);
  if (checkout.status !== 'open') return;
  await applyPaymentEvent(deps, {
    provider: 'local',
    eventId: `cancel:${sessionId}`,
    type: 'local.checkout.cancelled',
    kind: 'expired',
    sessionId,
    businessEventId: checkout.businessEventId,
    providerRef: null,
    amountCents: 0,
    currency: BUSINESS_EVENT_FEE_CURRENCY,
    expiresAt: checkout.expiresAt,
  });
}
