import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit-log.ts';
import type { AuditAction, AuditTargetType } from '#shared/schemas/audit.ts';

/** The admin who acted, as the session knows them. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry (docs/admin.md#audit-log). Pass the transaction that makes the change
 * where there is one, so the entry and the change commit or roll back together.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}

/**
 * Runs a job an admin started (a crawl, a cleanup) and records it with its outcome. Such jobs
 * commit in parts under their own lock, so the entry follows the run rather than sharing a
 * transaction; a run that fails is recorded too, with its message, and its error passes on.
 */
export async function auditedRun<T>(
  db: Db,
  actor: AuditActor,
  entry: AuditRecord,
  run: () => Promise<T>,
  summary: (result: T) => Record<string, unknown>,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await recordAudit(db, actor, { ...entry, details: { ...entry.details, ok: false, message } });
    throw err;
  }
  await recordAudit(db, actor, {
    ...entry,
    details: { ...entry.details, ok: true, ...summary(result) },
  });
  return result;
}
