import { fromNodeHeaders } from 'better-auth/node';
import { forwardCookies, type AuthRoutes } from '#server/auth/auth-routes.ts';
import { isDemoPersonEmail } from '#server/auth/demo-people.ts';
import { presentUser } from '#server/auth/user.presenter.ts';
import { HttpError } from '#server/lib/errors.ts';
import { currentUserSchema, registerSchema } from '#shared/schemas/auth.ts';

/** Signing up with an email and a password. */
export function registerSignUpRoutes({ r, auth, limited }: AuthRoutes) {
  r.post('/api/auth/register', {
    ...limited,
    schema: { tags: ['auth'], body: registerSchema, response: { 201: currentUserSchema } },
    handler: async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      // The demo people's domain is reserved: an account there would be taken for one of them.
      if (isDemoPersonEmail(email)) {
        throw new HttpError(400, 'Enter an email address you can receive mail at', 'INVALID_INPUT');
      }
      const { headers, response } = await auth.api.signUpEmail({
        body: {
          email,
          password,
          firstName,
          lastName,
          name: `${firstName} ${lastName}`.trim() || email,
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      return reply
        .status(201)
        .send(presentUser({ ...response.user, firstName, lastName, role: 'user' }));
    },
  });
}
