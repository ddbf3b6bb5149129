import { useMutation } from '@tanstack/react-query';
import { crawlResultSchema } from '#shared/schemas/crawl.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export type CrawlKind = 'demo' | 'real';

const crawlUrl: Record<CrawlKind, string> = {
  demo: apiPaths.admin.crawlDemo,
  real: apiPaths.admin.crawlReal,
};

/** Runs a crawl: the bundled demo fixtures, or the configured real sources. */
export function useRunCrawl() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (kind: CrawlKind) => sendJson('POST', crawlUrl[kind], crawlResultSchema),
    // The status changes too: invalidating the admin keys refetches it with the event data.
    onSettled: () => void invalidate(),
  });
}
