import {
  CHECKOUT_SESSION_PLACEHOLDER,
  checkoutReturnUrls,
} from '#server/features/payments/checkout-urls.ts';
import { effectiveStatus, type OwnedCheckout } from '#server/features/payments/checkout.service.ts';
import { BUSINESS_EVENT_FEE_CENTS, BUSINESS_EVENT_FEE_CURRENCY } from '#shared/business.ts';
import type { CheckoutStatus, LocalCheckoutSession } from '#shared/schemas/business.ts';

/** What was paid, or what is due while nothing is. */
const amount = (c: OwnedCheckout) => ({
  amountCents: c.paidCents ?? BUSINESS_EVENT_FEE_CENTS,
  currency: c.paidCurrency ?? BUSINESS_EVENT_FEE_CURRENCY,
});

export function presentCheckoutStatus(c: OwnedCheckout): CheckoutStatus {
  return {
    sessionId: c.sessionId,
    provider: c.provider,
    status: effectiveStatus(c),
    businessEventId: c.businessEventId,
    eventTitle: c.eventTitle,
    eventStatus: c.eventStatus,
    ...amount(c),
  };
}

export function presentLocalCheckout(c: OwnedCheckout, publicUrl: string): LocalCheckoutSession {
  const urls = checkoutReturnUrls(publicUrl, c.businessEventId);
  return {
    sessionId: c.sessionId,
    status: effectiveStatus(c),
    businessEventId: c.businessEventId,
    eventTitle: c.eventTitle,
    companyName: c.companyName,
    ...amount(c),
    successUrl: urls.successUrl.replace(CHECKOUT_SESSION_PLACEHOLDER, c.sessionId),
    cancelUrl: urls.cancelUrl,
  };
}
