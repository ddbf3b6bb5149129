import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { UploadStore } from '#server/lib/upload-store.ts';

export interface BusinessDeps {
  db: Db;
  config: Config;
  store: UploadStore;
}

/** SPEC §7 Business: signup with the captcha, the account, its events and their analytics. */
export function registerBusinessRoutes(_app: FastifyInstance, _deps: BusinessDeps) {}
