import { useQuery } from '@tanstack/react-query';
import type { NycTime } from '#shared/schemas/time.ts';
import { getJson } from '#client/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The admin's NYC clock refreshes every 30 seconds. */
export function useNycTime() {
  return useQuery({
    queryKey: adminKeys.nycTime(),
    queryFn: () => getJson<NycTime>('/api/time/nyc'),
    refetchInterval: 30_000,
  });
}
