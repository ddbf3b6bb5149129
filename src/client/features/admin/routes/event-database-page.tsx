import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { EVENT_DATABASE_PAGE_SIZE, type EventDatabaseRow } from '#shared/schemas/event-database.ts';
import { useAdminEvents, type AdminEventsPage } from '../api/get-admin-events.ts';
import { BulkActionsBar } from '../components/bulk-actions-bar.tsx';
import { BulkEditDialog } from '../components/bulk-edit-dialog.tsx';
import { DeleteEventsDialog, type DeleteTarget } from '../components/delete-events-dialog.tsx';
import { EventCardList } from '../components/event-card-list.tsx';
import { EventDatabaseFilters } from '../components/event-database-filters.tsx';
import { EventDatabasePager } from '../components/event-database-pager.tsx';
import { EventEditDialog } from '../components/event-edit-dialog.tsx';
import { EventTable, EventTableSkeleton } from '../components/event-table.tsx';
import { useKeysetPager } from '../components/keyset-pager.ts';
import { useWideScreen } from '#client/lib/use-wide-screen.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';

const NOTHING: ReadonlySet<number> = new Set();

function countLabel({ total, capped }: AdminEventsPage): string {
  const n = total.toLocaleString('en-US');
  return capped ? `${n}+ events` : `${n} ${total === 1 ? 'event' : 'events'}`;
}

/** Search and category live in the URL, so a filtered view survives a reload and can be shared. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? 'all';
  const set = (name: string, value: string, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  return {
    search,
    category,
    // Typing replaces the entry rather than adding one per pause.
    setSearch: (q: string) => set('q', q, true),
    setCategory: (c: string) => set('category', c, false),
    clear: () => setParams(new URLSearchParams()),
  };
}

export function EventDatabasePage() {
  useDocumentTitle('Event database');
  const filters = useFilters();
  const pager = useKeysetPager(`${filters.search}\n${filters.category}`);
  const query = {
    search: filters.search || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
    ...pager.cursor,
  };
  const list = useAdminEvents(query);
  const wide = useWideScreen();

  // A selection belongs to the page it was made on; another page or filter starts without one.
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ listKey, ids: NOTHING });
  const rows = list.data?.rows ?? [];
  const selected = selection.listKey === listKey ? selection.ids : NOTHING;
  const selectedRows = rows.filter((r) => selected.has(r.id));
  const select = (ids: ReadonlySet<number>) => setSelection({ listKey, ids });
  const clearSelection = () => select(NOTHING);

  const [editing, setEditing] = useState<EventDatabaseRow | null>(null);
  const [bulkEditing, setBulkEditing] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  function toggle(id: number) {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    select(next);
  }

  function toggleAll() {
    select(selectedRows.length === rows.length ? NOTHING : new Set(rows.map((r) => r.id)));
  }

  function deleted(ids: number[]) {
    setDeleting(null);
    const next = new Set(selected);
    for (const id of ids) next.delete(id);
    select(next);
    // A page emptied by the delete has nothing left to page from; start again at the top.
    if (rows.every((r) => ids.includes(r.id))) pager.first();
  }

  const filtered = filters.search !== '' || filters.category !== 'all';
  const data = list.data;
  const updating = list.isPlaceholderData || (list.isFetching && !list.isPending);

  let body;
  if (!data) {
    body = list.isError ? (
      <RetryNotice onRetry={() => void list.refetch()} retrying={list.isFetching}>
        Couldn’t load events. {errorDetail(list.error, '')}
      </RetryNotice>
    ) : (
      <>
        <p role="status" className="sr-only">
          Loading events…
        </p>
        <EventTableSkeleton rows={8} />
      </>
    );
  } else if (data.rows.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-white/6">
          <SearchX aria-hidden className="size-8 text-hot-400" />
        </span>
        <h2 className="text-xl font-black text-white">
          {filtered ? 'No events match' : pager.page > 1 ? 'No more events' : 'No events yet'}
        </h2>
        <p className="max-w-xs text-mist-400">
          {filtered
            ? 'Try other words or another category.'
            : pager.page > 1
              ? 'This page is empty now.'
              : 'Upload a CSV or add an event manually to fill the database.'}
        </p>
        {filtered ? (
          <Button variant="secondary" size="sm" onClick={filters.clear}>
            Clear filters
          </Button>
        ) : (
          pager.page > 1 && (
            <Button variant="secondary" size="sm" onClick={pager.first}>
              Back to the first page
            </Button>
          )
        )}
      </Card>
    );
  } else {
    const rowProps = {
      rows: data.rows,
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      onEdit: setEditing,
      onDelete: (row: EventDatabaseRow) =>
        setDeleting({ kind: 'single', events: [{ id: row.id, title: row.title }] }),
      updating,
    };
    body = wide ? <EventTable {...rowProps} /> : <EventCardList {...rowProps} />;
  }

  return (
    <section className="flex flex-col gap-5">
      <AdminPageHeader
        title="Event Database"
        description={`Every event, newest first, ${EVENT_DATABASE_PAGE_SIZE} a page.`}
      />

      <EventDatabaseFilters
        search={filters.search}
        category={filters.category}
        onSearch={filters.setSearch}
        onCategory={filters.setCategory}
      />

      <div
        aria-live="polite"
        className={clsx(
          'flex min-h-14 items-center',
          // Kept under the admin header while scrolling, so bulk actions stay within reach.
          selectedRows.length > 0 && 'sticky top-26 z-20',
        )}
      >
        {selectedRows.length > 0 ? (
          <BulkActionsBar
            count={selectedRows.length}
            onEdit={() => setBulkEditing(true)}
            onDelete={() =>
              setDeleting({
                kind: 'bulk',
                events: selectedRows.map((r) => ({ id: r.id, title: r.title })),
              })
            }
            onClear={clearSelection}
          />
        ) : (
          data && (
            <p className="text-sm font-semibold text-mist-300">
              {countLabel(data)}
              {updating && <span className="sr-only">, updating…</span>}
            </p>
          )
        )}
      </div>

      {body}

      {data && data.rows.length > 0 && (
        <EventDatabasePager pager={pager} data={data} loading={updating} />
      )}

      <EventEditDialog event={editing} onClose={() => setEditing(null)} />
      <BulkEditDialog
        open={bulkEditing}
        eventIds={selectedRows.map((r) => r.id)}
        onClose={() => setBulkEditing(false)}
        onDone={() => {
          setBulkEditing(false);
          clearSelection();
        }}
      />
      <DeleteEventsDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </section>
  );
}
