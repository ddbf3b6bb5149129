import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { uploadBatches } from '#server/db/schema/upload-batches.ts';
import { notFound } from '#server/lib/errors.ts';
import type { UndoResult } from '#shared/schemas/csv-import.ts';

/** The batch history shows the most recent uploads; older ones can still be undone by id. */
export const BATCH_LIST_MAX = 500;

export type BatchWithUploader = typeof uploadBatches.$inferSelect & { uploaderName: string | null };

/** Upload batches, newest first, with the uploader's display name (null once deleted). */
export async function listBatches(db: Db): Promise<BatchWithUploader[]> {
  const rows = await db
    .select({
      batch: uploadBatches,
      uploaderName: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.username})`,
    })
    .from(uploadBatches)
    .leftJoin(user, eq(user.id, uploadBatches.uploadedBy))
    .orderBy(desc(uploadBatches.id))
    .limit(BATCH_LIST_MAX);
  return rows.map((r) => ({ ...r.batch, uploaderName: r.uploaderName }));
}

/**
 * Removes one batch (by its first event id) or, without an id, the latest, with its events
 * and their swipe records, in one transaction. Only the batch's own events go, so every other
 * event's like count stays as it was.
 */
export async function undoBatch(db: Db, batchStartId: number | undefined): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    // Locked, so two undos of one batch cannot both count it.
    const [batch] = await tx
      .select({ id: uploadBatches.id })
      .from(uploadBatches)
      .where(batchStartId === undefined ? undefined : eq(uploadBatches.startId, batchStartId))
      .orderBy(desc(uploadBatches.id))
      .limit(1)
      .for('update');
    if (!batch) throw notFound(batchStartId === undefined ? 'No batch to undo' : 'Batch not found');
    const [swipes] = await queryRows<{ n: string | number }>(
      tx,
      sql`SELECT count(*) AS n FROM user_events
        WHERE event_id IN (SELECT id FROM events WHERE batch_id = ${batch.id})`,
    );
    // The swipe records go with their events (ON DELETE CASCADE).
    const [deleted] = await queryRows<{ n: string | number }>(
      tx,
      sql`WITH gone AS (DELETE FROM events WHERE batch_id = ${batch.id} RETURNING 1)
        SELECT count(*) AS n FROM gone`,
    );
    await tx.delete(uploadBatches).where(eq(uploadBatches.id, batch.id));
    return {
      eventsDeleted: Number(deleted?.n ?? 0),
      userInteractionsDeleted: Number(swipes?.n ?? 0),
    };
  });
}
