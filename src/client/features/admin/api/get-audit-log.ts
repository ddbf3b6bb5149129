import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditEntry, type AuditQuery } from '#shared/schemas/audit.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

export type AuditFilters = Omit<AuditQuery, 'before'>;

function auditUrl(filters: AuditFilters, before: number | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (before) params.set('before', String(before));
  const search = params.toString();
  return search ? `${apiPaths.admin.audit}?${search}` : apiPaths.admin.audit;
}

/** Admin actions newest first, narrowed by the filters, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => getJson(auditUrl(filters, pageParam), auditPageSchema),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    select: (data): AuditEntry[] => data.pages.flatMap((p) => p.entries),
    placeholderData: keepPreviousData,
  });
}
