import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList } from './sql-list.ts';
import { auditActions, auditTargetTypes } from '../../../shared/schemas/audit.ts';

/**
 * Who did what to what, for every admin action (docs/admin.md#audit-log). The actor's email is
 * copied, so an entry still names its admin after that account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', { enum: auditTargetTypes }).notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is newest first, alone or narrowed to one action, one admin or one target.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_idx').on(
      sql`lower(${t.actorEmail})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('audit_log_target_created_idx').on(
      t.targetType,
      t.targetId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('audit_log_actor_id_idx').on(t.actorId),
    check('audit_log_action_check', sql`${t.action} in (${sqlList(auditActions)})`),
    check('audit_log_target_type_check', sql`${t.targetType} in (${sqlList(auditTargetTypes)})`),
  ],
);
