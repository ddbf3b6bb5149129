import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';

/** The admin's review of paid business events: publish or reject with a reason. */
export function registerBusinessReviewRoutes(_app: FastifyInstance, _db: Db) {}
