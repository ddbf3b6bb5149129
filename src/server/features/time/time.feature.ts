import type { Feature } from '#server/app-services.ts';
import { registerTimeRoutes } from '#server/features/time/time.routes.ts';

/** New York's time for the admin panel's clock. */
export const timeFeature: Feature = async (app) => {
  registerTimeRoutes(app);
};
