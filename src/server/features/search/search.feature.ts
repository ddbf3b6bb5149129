import type { Feature } from '#server/app-services.ts';
import { registerSearchRoutes } from '#server/features/search/search.routes.ts';

/** Search with what its words name (docs/search.md). */
export const searchFeature: Feature = async (app, { db }) => {
  registerSearchRoutes(app, db);
};
