import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { forwardCookies, type AuthRoutes } from '#server/auth/auth-routes.ts';
import { resetDelivery } from '#server/auth/password-reset.ts';
import { HttpError } from '#server/lib/errors.ts';
import {
  changePasswordSchema,
  forgotPasswordResultSchema,
  forgotPasswordSchema,
  okSchema,
  resetPasswordSchema,
} from '#shared/schemas/auth.ts';

/** better-auth's refusals of a password change, in words the form can show. */
const passwordChangeRefusals: Record<string, string> = {
  INVALID_PASSWORD: 'Current password is incorrect',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google and has no password to change',
};

/** A forgotten password, its reset link, and a password change. */
export function registerPasswordRoutes({ r, auth, config, limited, guess }: AuthRoutes) {
  r.post('/api/auth/forgot-password', {
    ...limited,
    schema: {
      tags: ['auth'],
      body: forgotPasswordSchema,
      response: { 200: forgotPasswordResultSchema },
    },
    handler: async (request) => {
      await auth.api.requestPasswordReset({
        body: { email: request.body.email },
        headers: fromNodeHeaders(request.headers),
      });
      const delivery = resetDelivery(config);
      return {
        delivery,
        message:
          delivery === 'email'
            ? 'If an account uses that email, a link to reset its password is on its way. It works for one hour.'
            : 'This server cannot send mail. Ask an administrator for your reset link.',
      };
    },
  });

  r.post('/api/auth/reset-password', {
    ...limited,
    schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okSchema } },
    handler: async (request) => {
      try {
        await auth.api.resetPassword({ body: request.body });
        return { success: true as const };
      } catch (err) {
        if (isAPIError(err) && err.statusCode < 500) {
          throw new HttpError(
            400,
            'This reset link has expired or was already used. Ask for a new one.',
            'RESET_LINK_INVALID',
          );
        }
        throw err;
      }
    },
  });

  r.post('/api/auth/password', {
    config: { access: 'user', notForDemo: true },
    // A wrong current password is a guess like a failed sign-in, and spends the same budgets.
    ...guess,
    schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: okSchema } },
    handler: async (request, reply) => {
      try {
        // Every session of the account ends, this one included; better-auth opens a fresh one
        // for the caller and sets its cookie, which we pass on.
        const { headers } = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return { success: true as const };
      } catch (err) {
        const refusal = isAPIError(err)
          ? passwordChangeRefusals[String(err.body?.code)]
          : undefined;
        if (refusal) throw new HttpError(400, refusal, 'INVALID_PASSWORD');
        throw err;
      }
    },
  });
}
