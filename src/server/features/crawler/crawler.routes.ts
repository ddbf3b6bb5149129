import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

export interface CrawlerDeps {
  db: Db;
  config: Config;
}

/** SPEC §7 crawl routes: status, the demo crawl over bundled fixtures, and the real sources. */
export function registerCrawlerRoutes(_app: FastifyInstance, _deps: CrawlerDeps) {}
