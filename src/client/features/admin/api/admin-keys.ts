import type { AuditQuery } from '#shared/schemas/audit.ts';
import type { EventDatabaseQuery } from '#shared/schemas/event-database.ts';

/**
 * Query keys of the admin screens. Anything that changes events invalidates `all`, so the
 * batch list, the event database and the analytics never show a stale picture.
 */
export const adminKeys = {
  all: ['admin'] as const,
  nycTime: () => [...adminKeys.all, 'nyc-time'] as const,
  batches: () => [...adminKeys.all, 'batches'] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
  businessReview: () => [...adminKeys.all, 'business-review'] as const,
  crawlStatus: () => [...adminKeys.all, 'crawl-status'] as const,
  events: (query: EventDatabaseQuery) => [...adminKeys.all, 'events', query] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  accountSearch: (q: string) => [...adminKeys.accounts(), q] as const,
  audit: (filters: Omit<AuditQuery, 'before'>) => [...adminKeys.all, 'audit', filters] as const,
};
