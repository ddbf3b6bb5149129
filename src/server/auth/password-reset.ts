import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { isDemoPersonEmail } from '#server/auth/demo-people.ts';

/** How long a reset link works: long enough to find the mail, short enough to be useless later. */
export const RESET_LINK_SECONDS = 60 * 60;

interface ResetUser {
  email: string;
  username?: string | null;
}

/** What the forgot-password form tells everyone, registered or not (docs/product.md#sign-in). */
export function resetDelivery(config: Config): 'email' | 'administrator' {
  return config.mail ? 'email' : 'administrator';
}

/**
 * better-auth's `sendResetPassword`: mails the app's own reset page with the token, or, with no
 * mail server, writes the link to the server log for an administrator to pass on. It never waits
 * for the mail server, so the answer takes as long for an unknown address as for a known one, and
 * the shared demo account never gets a link (its password is published and not its visitors'),
 * nor do the demo people, who have no password and never sign in.
 */
export function resetLinkSender(config: Config, log: () => FastifyBaseLogger) {
  const send = createMailer(config.mail);
  return async ({ user, token }: { user: ResetUser; token: string }) => {
    if (user.username === DEMO_USERNAME || isDemoPersonEmail(user.email)) return;
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    if (!send) {
      log().warn({ email: user.email, resetLink: link }, 'Password reset requested; no SMTP_URL');
      return;
    }
    const text = [
      'Someone asked to reset the password of your SwipeNYC account.',
      `Choose a new password here (the link works once, for ${RESET_LINK_SECONDS / 60} minutes):`,
      link,
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n\n');
    void send({ to: user.email, subject: 'Reset your SwipeNYC password', text }).catch((err) =>
      log().error({ err, email: user.email }, 'Password reset mail could not be sent'),
    );
  };
}
