import type { Feature } from '#server/app-services.ts';
import { registerEventArtRoutes } from '#server/features/event-art/event-art.routes.ts';

/** The category art events without a picture show. */
export const eventArtFeature: Feature = async (app) => {
  registerEventArtRoutes(app);
};
