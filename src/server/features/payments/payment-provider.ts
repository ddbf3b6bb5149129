import type { PaymentProviderName } from '#shared/business.ts';

/** How long a checkout stays payable (Stripe's shortest allowed lifetime). */
export const CHECKOUT_LIFETIME_MS = 30 * 60_000;

export interface CheckoutRequest {
  businessEventId: number;
  title: string;
  companyName: string;
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** Sending the same key again answers the checkout already made instead of a second one. */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
  expiresAt: Date;
}

/** Takes the $5 fee: Stripe Checkout when configured, else the built-in local provider. */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Throws PaymentProviderError when the provider cannot be reached or refuses. */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
}

/** The provider failed; its own message is for the log, never for the caller. */
export class PaymentProviderError extends Error {}

/**
 * A provider's notification in one shape, whether a Stripe webhook or a local completion, so
 * both are applied by the same code (apply-payment-event.ts).
 */
export interface PaymentEvent {
  provider: PaymentProviderName;
  /** Unique per provider: handling the same id twice changes nothing the second time. */
  eventId: string;
  /** The provider's own event type, kept in the record of handled events. */
  type: string;
  kind: 'paid' | 'expired' | 'ignored';
  sessionId: string | null;
  /** From the checkout's metadata: finds the event when our session row is not stored yet. */
  businessEventId: number | null;
  /** The payment's reference at the provider (unique in `payments`). */
  providerRef: string | null;
  amountCents: number;
  currency: string;
  /** The session's own expiry, for a session row first stored by this event. */
  expiresAt: Date | null;
}
