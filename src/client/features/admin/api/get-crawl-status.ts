import { useQuery } from '@tanstack/react-query';
import { crawlStatusSchema } from '#shared/schemas/crawl.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

/** The crawler's state; checked often while a crawl runs, so the badge returns to Ready. */
export function useCrawlStatus() {
  return useQuery({
    queryKey: adminKeys.crawlStatus(),
    queryFn: () => getJson(apiPaths.admin.crawlStatus, crawlStatusSchema),
    refetchInterval: (query) => (query.state.data?.scheduler.running ? 3_000 : 60_000),
  });
}
