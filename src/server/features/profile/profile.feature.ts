import type { Feature } from '#server/app-services.ts';
import { registerAccountRoutes } from '#server/features/profile/account.routes.ts';
import { registerProfileRoutes } from '#server/features/profile/profile.routes.ts';

/** A person's profile, stats, preferences, data export and account deletion. */
export const profileFeature: Feature = async (app, { db, auth, uploadStore }) => {
  registerProfileRoutes(app, db);
  registerAccountRoutes(app, { db, auth, store: uploadStore });
};
