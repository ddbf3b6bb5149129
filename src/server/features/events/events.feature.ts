import type { Feature } from '#server/app-services.ts';
import { registerEventRoutes } from '#server/features/events/events.routes.ts';

/** The deck, the hot list and one event's pages. */
export const eventsFeature: Feature = async (app, { db, config }) => {
  registerEventRoutes(app, db, { hotCacheMs: config.hotCacheSeconds * 1000 });
};
