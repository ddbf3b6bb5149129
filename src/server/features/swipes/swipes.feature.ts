import type { Feature } from '#server/app-services.ts';
import { registerSwipeRoutes } from '#server/features/swipes/swipes.routes.ts';

/** Swipes and the lists of saved events. */
export const swipesFeature: Feature = async (app, { db }) => {
  registerSwipeRoutes(app, db);
};
