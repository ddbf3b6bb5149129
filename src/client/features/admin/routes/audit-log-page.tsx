import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditFilterForm } from '#shared/schemas/audit.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AuditFilters, filtersFrom, noAuditFilters } from '../components/audit-filters.tsx';
import { AuditList } from '../components/audit-list.tsx';
import { BatchSkeleton } from '../components/batch-skeleton.tsx';

/** Every admin action, who did it and when, with filters (docs/admin.md#audit-log). */
export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const [form, setForm] = useState<AuditFilterForm>(noAuditFilters);
  const filters = filtersFrom(form);
  const log = useAuditLog(filters);
  const entries = log.data ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Audit Log"
        description="Every admin action: who did what, to what, and when."
      />
      <Card className="p-4 sm:p-5">
        <AuditFilters onApply={setForm} />
      </Card>

      {log.isPending ? (
        <BatchSkeleton rows={5} label="Loading the audit log…" />
      ) : log.isError ? (
        <RetryNotice onRetry={() => void log.refetch()} retrying={log.isFetching}>
          The audit log could not be loaded.
        </RetryNotice>
      ) : entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
            <ScrollText aria-hidden className="size-8 text-white" />
          </span>
          <h2 className="text-xl font-black text-white">
            {filtered ? 'Nothing matches these filters' : 'No admin actions yet'}
          </h2>
          <p className="max-w-sm text-mist-400">
            {filtered
              ? 'Widen the days or clear a filter.'
              : 'Edits, imports, reviews, crawls and account actions appear here as they happen.'}
          </p>
        </Card>
      ) : (
        <>
          <AuditList entries={entries} />
          {log.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              pending={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              Show older entries
            </Button>
          )}
        </>
      )}
    </section>
  );
}
