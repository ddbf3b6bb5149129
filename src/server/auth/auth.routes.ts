import type { FastifyInstance } from 'fastify';
import { authRoutes, type AuthRouteDeps } from '#server/auth/auth-routes.ts';
import { registerSessionRoutes } from '#server/auth/auth-session.routes.ts';
import { registerGoogleSignInRoutes } from '#server/auth/google-sign-in.routes.ts';
import { registerPasswordRoutes } from '#server/auth/password.routes.ts';
import { registerSignInRoutes } from '#server/auth/sign-in.routes.ts';
import { registerSignOutRoutes } from '#server/auth/sign-out.routes.ts';
import { registerSignUpRoutes } from '#server/auth/sign-up.routes.ts';

/** Every sign-in route, one file per operation, sharing one set of budgets. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const routes = authRoutes(app, deps);
  registerGoogleSignInRoutes(routes);
  registerSessionRoutes(routes);
  registerSignUpRoutes(routes);
  registerSignInRoutes(routes);
  registerSignOutRoutes(routes);
  registerPasswordRoutes(routes);
}
