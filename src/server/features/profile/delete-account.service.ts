import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/**
 * Deletes the user and everything they own in one transaction, keeping every like and swipe count exact:
 * popularity and co-likes on the deck lose the person's influence with their swipes.
 * The user row is locked first: a swipe recorded meanwhile either commits before (its like is
 * counted and taken back here) or waits on these locks and then fails on the missing user.
 * Sessions, accounts, calendar settings, preferences and swipes go with the user row
 * (ON DELETE CASCADE); the swipes are removed here first so their likes can be taken back.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ username: user.username, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!found) throw notFound('Account not found');
    if (found.username === DEMO_USERNAME) throw forbidden('The demo account cannot be deleted');
    if (found.role === 'admin') {
      // Locks every admin row, so two admins cannot delete each other at the same moment.
      const admins = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.role, 'admin'))
        .for('update');
      if (admins.length <= 1) throw forbidden('The last admin account cannot be deleted');
    }
    await tx.execute(sql`
      WITH removed AS (
        DELETE FROM user_events WHERE user_id = ${userId} RETURNING event_id, action
      )
      UPDATE events e SET like_count = e.like_count - (r.action = 'liked')::int,
                          swipe_count = e.swipe_count - 1
      FROM removed r
      WHERE e.id = r.event_id
    `);
    await tx.delete(user).where(eq(user.id, userId));
  });
}
