import { useQuery } from '@tanstack/react-query';
import { analyticsSchema } from '#shared/schemas/admin-operations.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

export function useAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics(),
    queryFn: () => getJson(apiPaths.admin.analytics, analyticsSchema),
  });
}
