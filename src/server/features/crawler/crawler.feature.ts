import type { Feature } from '#server/app-services.ts';
import { registerCrawlerRoutes } from '#server/features/crawler/crawler.routes.ts';

/** Crawls on demand, their status, and the source preview. */
export const crawlerFeature: Feature = async (app, { database, config, runNow, uploadStore }) => {
  registerCrawlerRoutes(app, { database, config, runNow, store: uploadStore });
};
