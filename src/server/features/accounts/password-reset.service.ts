import { eq } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { isDemoPersonEmail } from '#server/auth/demo-people.ts';
import { resetDelivery } from '#server/auth/password-reset.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit-log.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/**
 * Starts the product's own reset flow for an account (the same better-auth request and link
 * sender as the forgot-password form, docs/product.md#sign-in): the link is mailed, or written
 * to the server log when no mail server is configured.
 */
export async function sendPasswordReset(
  deps: { db: Db; auth: Auth; config: Config },
  actor: AuditActor,
  userId: string,
): Promise<'email' | 'administrator'> {
  const { db, auth, config } = deps;
  const [found] = await db
    .select({ email: user.email, username: user.username })
    .from(user)
    .where(eq(user.id, userId));
  if (!found) throw notFound('Account not found');
  if (found.username === DEMO_USERNAME) {
    throw forbidden('The demo account has a published password and no reset link');
  }
  if (isDemoPersonEmail(found.email)) throw forbidden('Demo people never sign in');
  await auth.api.requestPasswordReset({ body: { email: found.email } });
  const delivery = resetDelivery(config);
  await recordAudit(db, actor, {
    action: 'account.password_reset',
    targetType: 'account',
    targetId: userId,
    details: { email: found.email, delivery },
  });
  return delivery;
}
