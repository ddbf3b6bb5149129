import type { CrawlResult } from '#shared/schemas/crawl.ts';

export type CrawlState = 'Running' | 'Ready' | 'Failed' | 'Partly failed';

/**
 * The one status the crawl card shows, from the last result (docs/product.md#crawler): a crawl in
 * progress is Running; a failed request or a crawl whose every source failed is Failed; some
 * sources failing is Partly failed; otherwise, or before any crawl, Ready.
 */
export function crawlState(
  running: boolean,
  last: Pick<CrawlResult, 'sources'> | null,
  requestFailed: boolean,
): CrawlState {
  if (running) return 'Running';
  if (requestFailed) return 'Failed';
  const failed = last?.sources.filter((s) => !s.ok).length ?? 0;
  if (failed === 0) return 'Ready';
  return failed === last!.sources.length ? 'Failed' : 'Partly failed';
}
