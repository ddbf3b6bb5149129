import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { checkoutStatusSchema } from '#shared/schemas/business.ts';
import { checkoutPollInterval } from '../lib/checkout-return.ts';
import { businessKeys } from './business-keys.ts';

/**
 * The payment as the server's database has it, asked again while it is still open: the
 * provider's confirmation (a webhook) may arrive a little after the browser comes back.
 */
export function useCheckoutStatus(sessionId: string, startedAt: number) {
  return useQuery({
    queryKey: businessKeys.checkout(sessionId),
    queryFn: () => getJson(apiPaths.business.checkoutStatus(sessionId), checkoutStatusSchema),
    refetchInterval: (query) =>
      query.state.error
        ? false
        : checkoutPollInterval(query.state.data?.status, Date.now() - startedAt),
    gcTime: 0,
  });
}
