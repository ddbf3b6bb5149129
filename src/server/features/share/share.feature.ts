import type { Feature } from '#server/app-services.ts';
import { registerShareRoutes } from '#server/features/share/share.routes.ts';

/** Share pages, their pictures, the sitemap and robots.txt. */
export const shareFeature: Feature = async (app, { db, config }) => {
  registerShareRoutes(app, { db, config });
};
