import type { Feature } from '#server/app-services.ts';
import { registerPaymentRoutes } from '#server/features/payments/payments.routes.ts';

/** The $5 checkout, its status, and the provider's webhook or the built-in test checkout. */
export const paymentsFeature: Feature = async (app, { db, config, publishBusinessEvent }) => {
  await registerPaymentRoutes(app, { db, config, publish: publishBusinessEvent });
};
