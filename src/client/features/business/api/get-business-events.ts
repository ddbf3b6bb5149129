import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { z } from 'zod';
import { businessEventSchema } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

/** The account's own events; only a dashboard with an account asks (without one: 403). */
export function useBusinessEvents() {
  return useQuery({
    queryKey: businessKeys.events(),
    queryFn: () => getJson(apiPaths.business.events, z.array(businessEventSchema)),
  });
}
