import { parseCrawlerSources, type CrawlSettings } from '#server/features/crawler/source-config.ts';

/**
 * Crawl settings for sources served by a test's local site: no API keys, the local address let
 * through the private-address block, and no pause between requests to one host.
 */
export function localCrawlSettings(sources: unknown[]): CrawlSettings {
  return {
    sources: parseCrawlerSources(JSON.stringify(sources)),
    ticketmasterApiKey: undefined,
    nycOpenDataAppToken: undefined,
    userAgent: 'SwipeNYC-Crawler/1.0 (+http://localhost:3000)',
    allowPrivateHosts: ['127.0.0.1'],
    hostIntervalMs: 0,
  };
}
