import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { z } from 'zod';
import {
  businessEventAnalyticsSchema,
  type BusinessEventAnalytics,
} from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

function byBusinessEvent(rows: BusinessEventAnalytics[]) {
  return new Map(rows.map((row) => [row.businessEventId, row]));
}

/** How the live events do on the deck; only asked for when there is a live event. */
export function useBusinessAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.analytics(),
    queryFn: () => getJson(apiPaths.business.analytics, z.array(businessEventAnalyticsSchema)),
    select: byBusinessEvent,
    enabled,
  });
}
