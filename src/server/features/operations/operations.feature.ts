import type { Feature } from '#server/app-services.ts';
import { registerOperationRoutes } from '#server/features/operations/operations.routes.ts';

/** Mock events, cleanup on demand and the admin panel's analytics. */
export const operationsFeature: Feature = async (app, { db, runNow, cleanupJob }) => {
  registerOperationRoutes(app, { db, runNow, cleanupJob });
};
