import type { Feature } from '#server/app-services.ts';
import { registerAccountAdminRoutes } from '#server/features/accounts/accounts.routes.ts';

/** The admin's accounts page. */
export const accountsFeature: Feature = async (app, { db, auth, config, deleteAccount }) => {
  registerAccountAdminRoutes(app, { db, auth, config, deleteAccount });
};
