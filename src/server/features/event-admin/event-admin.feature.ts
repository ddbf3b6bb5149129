import type { Feature } from '#server/app-services.ts';
import { registerEventAdminRoutes } from '#server/features/event-admin/event-admin.routes.ts';

/** An admin's event writes and the event database. */
export const eventAdminFeature: Feature = async (app, { db, pictures, config }) => {
  registerEventAdminRoutes(app, { db, pictures, uploadQuota: config.uploadQuota });
};
