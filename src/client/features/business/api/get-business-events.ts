import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { BusinessEvent } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

/** The account's own events; only a dashboard with an account asks (without one: 403). */
export function useBusinessEvents() {
  return useQuery({
    queryKey: businessKeys.events(),
    queryFn: () => getJson<BusinessEvent[]>('/api/business/events'),
  });
}
