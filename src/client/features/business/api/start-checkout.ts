import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { checkoutResponseSchema } from '#shared/schemas/business.ts';

/**
 * Opens the payment provider's page for one unpaid event. The browser leaves for it, so the
 * mutation stays "successful" (and its button busy) until the page is gone.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (businessEventId: number) =>
      sendJson('POST', apiPaths.business.checkout, checkoutResponseSchema, {
        eventId: businessEventId,
      }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}
