import type { Feature } from '#server/app-services.ts';
import { registerBusinessRoutes } from '#server/features/business/business.routes.ts';
import { registerBusinessReviewRoutes } from '#server/features/business/review.routes.ts';

/** Business accounts, their events and pictures, and an admin's review of them. */
export const businessFeature: Feature = async (app, { db, config, uploadStore, pictures }) => {
  registerBusinessRoutes(app, { db, config, store: uploadStore, pictures });
  registerBusinessReviewRoutes(app, db);
};
