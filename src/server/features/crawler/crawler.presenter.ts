import type { CrawlState } from '#server/features/crawler/crawl-status.service.ts';
import type { CrawlStatus } from '#shared/schemas/crawl.ts';

function message(state: CrawlState, scheduled: boolean): string {
  if (state.running) return 'A crawl is running';
  if (state.lastError) return `The last crawl failed: ${state.lastError}`;
  return scheduled ? 'Crawler ready; crawls run hourly' : 'Crawler ready; hourly crawls are off';
}

export function presentCrawlStatus(state: CrawlState, scheduled: boolean): CrawlStatus {
  return {
    message: message(state, scheduled),
    scheduler: {
      isScheduled: scheduled,
      running: state.running,
      lastRunAt: state.lastRunAt?.toISOString() ?? null,
      nextRunAt: state.nextRunAt?.toISOString() ?? null,
      lastResult: state.lastResult,
    },
  };
}
