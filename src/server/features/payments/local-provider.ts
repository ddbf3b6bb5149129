import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_LIFETIME_MS,
  type PaymentProvider,
} from '#server/features/payments/payment-provider.ts';

/**
 * Without Stripe keys the fee is taken by our own test checkout page, so the whole flow works
 * on a fresh install. Its completion goes through the same code as a Stripe webhook.
 */
export function localProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'local',
    async createCheckout() {
      const sessionId = `local_${randomBytes(18).toString('base64url')}`;
      return {
        sessionId,
        url: `${publicUrl}/checkout/local/${sessionId}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      };
    },
  };
}
