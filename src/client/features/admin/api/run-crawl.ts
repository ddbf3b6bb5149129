import { useMutation } from '@tanstack/react-query';
import { crawlResultSchema } from '#shared/schemas/crawl.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export type CrawlKind = 'demo' | 'real';

const crawlUrl: Record<CrawlKind, string> = {
  demo: '/api/crawl/demo',
  real: '/api/scrape-real-events',
};

/** Runs a crawl: the bundled demo fixtures, or the configured real sources. */
export function useRunCrawl() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: async (kind: CrawlKind) =>
      crawlResultSchema.parse(await sendJson<unknown>('POST', crawlUrl[kind])),
    // The status changes too: invalidating the admin keys refetches it with the event data.
    onSettled: () => void invalidate(),
  });
}
