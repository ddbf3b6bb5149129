import type { Feature } from '#server/app-services.ts';
import { registerAuthRoutes } from '#server/auth/auth.routes.ts';

/** Sign-up, sign-in, sign-out, passwords and the session (docs/product.md#sign-in). */
export const authFeature: Feature = async (app, { auth, db, config, signInCounters }) => {
  registerAuthRoutes(app, { auth, db, config, counters: signInCounters });
};
