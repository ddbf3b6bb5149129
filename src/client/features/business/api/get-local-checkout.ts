import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { localCheckoutSessionSchema } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

/** The built-in test provider's checkout session (used when no card provider is configured). */
export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: businessKeys.localCheckout(sessionId),
    queryFn: () => getJson(apiPaths.business.localCheckout(sessionId), localCheckoutSessionSchema),
    gcTime: 0,
  });
}
