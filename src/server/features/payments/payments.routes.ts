import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
}

/** Checkout for the $5 fee, the provider's webhook and the built-in local provider. */
export async function registerPaymentRoutes(_app: FastifyInstance, _deps: PaymentDeps) {}
