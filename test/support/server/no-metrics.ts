import type { Metrics } from '#server/lib/metrics.ts';

/** Records nothing: for tests that run jobs outside a server. */
export const noMetrics: Metrics = {
  request: () => undefined,
  jobRun: () => undefined,
  crawlSources: () => undefined,
  firstScreen: () => undefined,
};
