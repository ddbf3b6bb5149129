import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '#shared/schemas/admin-operations.ts';
import { getJson } from '#client/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export function useAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics(),
    queryFn: () => getJson<Analytics>('/api/analytics'),
  });
}
