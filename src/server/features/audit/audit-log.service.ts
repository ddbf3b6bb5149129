import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit-log.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '#shared/schemas/audit.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** New York midnight starting `day` (`YYYY-MM-DD`). */
const nycMidnight = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${NYC_ZONE})`;

/**
 * Audit entries newest first, 50 a page, narrowed by action, acting admin's email, target and
 * New York days; each filter has an index that also gives the order (db/schema/audit-log.ts).
 * `before` is the last id on screen: the next page starts past it.
 */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor)
    conditions.push(sql`lower(${auditLog.actorEmail}) = ${query.actor.toLowerCase()}`);
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(sql`${auditLog.createdAt} >= ${nycMidnight(query.from)}`);
  if (query.to) {
    conditions.push(sql`${auditLog.createdAt} < ${nycMidnight(query.to)} + interval '1 day'`);
  }
  if (query.before) {
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) <
        (SELECT a2.created_at, a2.id FROM audit_log a2 WHERE a2.id = ${query.before})`,
    );
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row): AuditEntry => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
