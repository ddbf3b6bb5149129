import { fromNodeHeaders } from 'better-auth/node';
import { forwardCookies, type AuthRoutes } from '#server/auth/auth-routes.ts';
import { okSchema } from '#shared/schemas/auth.ts';

/** Signing out. */
export function registerSignOutRoutes({ r, auth }: AuthRoutes) {
  r.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: okSchema } },
    handler: async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      if (await auth.api.getSession({ headers })) {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        forwardCookies(reply, result.headers);
      }
      return { success: true as const };
    },
  });
}
