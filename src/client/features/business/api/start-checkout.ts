import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { z } from 'zod';
import type { checkoutResponseSchema } from '#shared/schemas/business.ts';

type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * Opens the payment provider's page for one unpaid event. The browser leaves for it, so the
 * mutation stays "successful" (and its button busy) until the page is gone.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (businessEventId: number) =>
      sendJson<CheckoutResponse>('POST', '/api/business/checkout', { eventId: businessEventId }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}
