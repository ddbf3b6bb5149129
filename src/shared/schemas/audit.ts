import { z } from 'zod';
import { plainText } from './text.ts';

/** Every admin action the audit log records (docs/admin.md#audit-log). */
export const auditActions = [
  'event.create',
  'event.update',
  'event.delete',
  'events.bulk_edit',
  'events.bulk_delete',
  'events.mock_generate',
  'csv.import',
  'csv.batch_undo',
  'business_event.publish',
  'business_event.reject',
  'account.suspend',
  'account.restore',
  'account.delete',
  'account.password_reset',
  'crawl.start',
  'cleanup.run',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'event',
  'events',
  'batch',
  'business_event',
  'account',
  'job',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null once the admin who acted has been deleted; `actorEmail` stays. */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** `YYYY-MM-DD`, a real New York day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, 'Not a real day');

export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  /** The acting admin's email, exactly as recorded (case-insensitive). */
  actor: plainText().trim().max(254).optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  targetId: plainText().trim().max(100).optional(),
  /** First and last New York day included. */
  from: day.optional(),
  to: day.optional(),
  /** The id of the last entry on screen: the next page starts after it. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The cursor for the next page, or null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The audit page's filter form: empty fields filter nothing. */
export const auditFilterFormSchema = z
  .object({
    action: z.union([z.literal(''), z.enum(auditActions)]),
    actor: z.union([z.literal(''), z.email('Enter an admin’s email').max(254)]),
    from: z.union([z.literal(''), day]),
    to: z.union([z.literal(''), day]),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The last day comes after the first',
    path: ['to'],
  });
export type AuditFilterForm = z.infer<typeof auditFilterFormSchema>;

/** What each action is called on the audit page. */
export const auditActionLabels: Record<AuditAction, string> = {
  'event.create': 'Event created',
  'event.update': 'Event edited',
  'event.delete': 'Event deleted',
  'events.bulk_edit': 'Events edited in bulk',
  'events.bulk_delete': 'Events deleted in bulk',
  'events.mock_generate': 'Mock events generated',
  'csv.import': 'CSV imported',
  'csv.batch_undo': 'CSV batch removed',
  'business_event.publish': 'Business event published',
  'business_event.reject': 'Business event rejected',
  'account.suspend': 'Account suspended',
  'account.restore': 'Account restored',
  'account.delete': 'Account deleted',
  'account.password_reset': 'Password reset sent',
  'crawl.start': 'Crawl run',
  'cleanup.run': 'Cleanup run',
};
