import type { AuthRoutes } from '#server/auth/auth-routes.ts';
import { currentUser } from '#server/auth/guards.ts';
import { presentUser } from '#server/auth/user.presenter.ts';
import { authProvidersSchema, currentUserSchema, sessionSchema } from '#shared/schemas/auth.ts';

/** Which providers are on, the session, and the signed-in user. */
export function registerSessionRoutes({ app, r, config }: AuthRoutes) {
  r.get('/api/auth/providers', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      description: 'Which sign-in providers are configured, so the page offers only those.',
      response: { 200: authProvidersSchema },
    },
    handler: async () => ({ google: config.google !== undefined }),
  });

  r.get('/api/auth/session', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      description: 'The signed-in user, or null for a visitor; never 401.',
      response: { 200: sessionSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await app.sessionUserOf(request);
      return { user: found ? presentUser(found) : null };
    },
  });

  r.get('/api/auth/user', {
    config: { access: 'user' },
    schema: { tags: ['auth'], response: { 200: currentUserSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentUser(currentUser(request));
    },
  });
}
