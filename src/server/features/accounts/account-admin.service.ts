import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { session, user } from '#server/db/schema/auth.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import { events } from '#server/db/schema/events.ts';
import { bulkDeleteEvents } from '#server/events/event-delete.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit-log.ts';
import { conflict, HttpError, notFound } from '#server/lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const LAST_ADMIN_MESSAGE = 'This is the last active admin account: make another admin first';

/**
 * Locks the account, and every admin row when it is an admin, so two admins cannot suspend or
 * delete each other at the same moment and leave nobody in charge. 409 LAST_ADMIN when no other
 * active (not suspended) admin would remain.
 */
async function lockAccount(tx: Tx, userId: string) {
  const [found] = await tx
    .select({ id: user.id, email: user.email, role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!found) throw notFound('Account not found');
  if (found.role === 'admin') {
    const admins = await tx
      .select({ id: user.id, banned: user.banned })
      .from(user)
      .where(eq(user.role, 'admin'))
      .for('update');
    if (!admins.some((a) => a.id !== userId && a.banned !== true)) {
      throw new HttpError(409, LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
    }
  }
  return found;
}

/**
 * Suspends an account in one transaction: it is marked banned (better-auth's admin plugin then
 * refuses every new session), all its sessions go at once, and its live business events leave
 * the deck and wait in the review queue again (docs/admin.md#accounts).
 */
export async function suspendAccount(
  db: Db,
  actor: AuditActor,
  userId: string,
  reason: string | undefined,
): Promise<{ sessionsRevoked: number; eventsUnpublished: number }> {
  return db.transaction(async (tx) => {
    const found = await lockAccount(tx, userId);
    if (found.id === actor.id) throw conflict('You cannot suspend your own account');
    if (found.banned) throw conflict('This account is already suspended');
    await tx
      .update(user)
      .set({ banned: true, banReason: reason ?? null, updatedAt: sql`now()` })
      .where(eq(user.id, userId));
    const revoked = await tx
      .delete(session)
      .where(eq(session.userId, userId))
      .returning({ id: session.id });
    const unpublished = await tx
      .update(businessEvents)
      .set({ status: 'paid_review', reviewedAt: null, reviewedBy: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(businessEvents.status, 'live'),
          inArray(
            businessEvents.businessId,
            tx
              .select({ id: businessAccounts.id })
              .from(businessAccounts)
              .where(eq(businessAccounts.userId, userId)),
          ),
        ),
      )
      .returning({ id: businessEvents.id });
    const businessEventIds = unpublished.map((e) => e.id);
    const eventIds = businessEventIds.length
      ? (
          await tx
            .select({ id: events.id })
            .from(events)
            .where(inArray(events.businessEventId, businessEventIds))
        ).map((e) => e.id)
      : [];
    if (eventIds.length) await bulkDeleteEvents(tx, eventIds);
    await recordAudit(tx, actor, {
      action: 'account.suspend',
      targetType: 'account',
      targetId: userId,
      details: {
        email: found.email,
        ...(reason ? { reason } : {}),
        sessionsRevoked: revoked.length,
        businessEventsUnpublished: businessEventIds,
      },
    });
    return { sessionsRevoked: revoked.length, eventsUnpublished: businessEventIds.length };
  });
}

/** Lifts a suspension: the person can sign in again. Unpublished events stay in review. */
export async function restoreAccount(db: Db, actor: AuditActor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const restored = await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` })
      .where(and(eq(user.id, userId), eq(user.banned, true)))
      .returning({ email: user.email });
    if (!restored[0]) {
      const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      throw exists ? conflict('This account is not suspended') : notFound('Account not found');
    }
    await recordAudit(tx, actor, {
      action: 'account.restore',
      targetType: 'account',
      targetId: userId,
      details: { email: restored[0].email },
    });
  });
}

/**
 * Deletes an account through the product's own deletion (`deleteAccount`, passed in), with the
 * last-admin rule checked under the same locks and the audit entry in the same transaction.
 */
export async function deleteAccountAsAdmin(
  db: Db,
  actor: AuditActor,
  userId: string,
  deleteAccount: (db: Db, userId: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await lockAccount(tx, userId);
    // Written first: an admin deleting their own account takes the entry's actor id with it
    // (ON DELETE SET NULL), and the copied email still names them.
    await recordAudit(tx, actor, {
      action: 'account.delete',
      targetType: 'account',
      targetId: userId,
      details: { email: found.email },
    });
    await deleteAccount(tx, userId);
  });
}
