import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One CSV upload: its events carry the batch id, so undo removes exactly them. start_id and
 * end_id are the id range the batch list shows; undo never relies on the range alone.
 */
export const uploadBatches = pgTable(
  'upload_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startId: bigint('start_id', { mode: 'number' }).notNull(),
    endId: bigint('end_id', { mode: 'number' }).notNull(),
    eventCount: integer('event_count').notNull(),
    filename: text('filename').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's account list counts each person's uploads.
    index('upload_batches_uploaded_by_idx').on(t.uploadedBy),
    check('upload_batches_range_check', sql`${t.eventCount} >= 0 and ${t.startId} <= ${t.endId}`),
  ],
);
