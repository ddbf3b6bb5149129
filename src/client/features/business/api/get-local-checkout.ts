import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { LocalCheckoutSession } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

export const localCheckoutUrl = (sessionId: string) =>
  `/api/payments/local/${encodeURIComponent(sessionId)}`;

/** The built-in test provider's checkout session (used when no card provider is configured). */
export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: businessKeys.localCheckout(sessionId),
    queryFn: () => getJson<LocalCheckoutSession>(localCheckoutUrl(sessionId)),
    gcTime: 0,
  });
}
