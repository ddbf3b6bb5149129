import { useQuery } from '@tanstack/react-query';
import { nycTimeSchema } from '#shared/schemas/time.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

/** The admin's NYC clock refreshes every 30 seconds. */
export function useNycTime() {
  return useQuery({
    queryKey: adminKeys.nycTime(),
    queryFn: () => getJson(apiPaths.admin.nycTime, nycTimeSchema),
    refetchInterval: 30_000,
  });
}
