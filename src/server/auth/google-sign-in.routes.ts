import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '#server/auth/auth.ts';
import { forwardCookies, GOOGLE_LOGIN_FAILED, type AuthRoutes } from '#server/auth/auth-routes.ts';

/** Signing in with Google: the start, and better-auth's callback. */
export function registerGoogleSignInRoutes({ r, auth, config, limited }: AuthRoutes) {
  // Of better-auth's own API only the Google sign-in callback is reachable; everything else it
  // offers (profile updates, password changes, session lists) answers 404 like any unknown path.
  r.get(`${AUTH_BASE_PATH}/callback/google`, {
    ...limited,
    schema: { hide: true },
    handler: async (request, reply) => {
      // Rebuilt from the matched route, so an oddly spelled path reaches better-auth as ours.
      const { search } = new URL(request.url, config.publicUrl);
      const response = await auth.handler(
        new Request(`${config.publicUrl}${AUTH_BASE_PATH}/callback/google${search}`, {
          headers: fromNodeHeaders(request.headers),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      forwardCookies(reply, response.headers);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  r.get('/api/auth/google', {
    ...limited,
    schema: { tags: ['auth'], querystring: z.object({}) },
    handler: async (request, reply) => {
      const failed = `/login?error=${encodeURIComponent(GOOGLE_LOGIN_FAILED)}`;
      if (!config.google) return reply.redirect(failed);
      try {
        const { headers, response } = await auth.api.signInSocial({
          body: { provider: 'google', callbackURL: '/home', errorCallbackURL: failed },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return reply.redirect(response.url ?? failed);
      } catch (err) {
        request.log.warn({ err }, 'google sign-in could not start');
        return reply.redirect(failed);
      }
    },
  });
}
