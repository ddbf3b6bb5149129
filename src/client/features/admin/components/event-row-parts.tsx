import { clsx } from 'clsx';
import { ExternalLink, Heart, Pencil, Trash2 } from 'lucide-react';
import type { EventDatabaseRow } from '#shared/schemas/event-database.ts';
import { sourceLabel } from './event-source.ts';

/** What a row of the event database offers; the table and the phone's cards share it. */
export interface EventRowsProps {
  rows: EventDatabaseRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onEdit: (row: EventDatabaseRow) => void;
  onDelete: (row: EventDatabaseRow) => void;
}

const checkboxClass =
  'size-5 shrink-0 cursor-pointer rounded accent-hot-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-hot-400';

export function SelectBox({
  label,
  checked,
  mixed = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  /** Some but not all rows are selected. */
  mixed?: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = mixed;
      }}
      onChange={onChange}
      className={checkboxClass}
    />
  );
}

/** The select-all box: checked when every row on the page is, mixed when some are. */
export function SelectAllBox({ rows, selected, onToggleAll }: EventRowsProps) {
  const count = rows.filter((r) => selected.has(r.id)).length;
  return (
    <SelectBox
      label="Select all events on this page"
      checked={rows.length > 0 && count === rows.length}
      mixed={count > 0 && count < rows.length}
      onChange={onToggleAll}
    />
  );
}

const sourceLink =
  'inline-flex items-center gap-1 rounded underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-hot-400';

/** Where the event came from, and every source that lists it (a crawl merges duplicates). */
export function EventSource({ row }: { row: EventDatabaseRow }) {
  const label = sourceLabel(row.source);
  return (
    <span className="flex flex-col gap-0.5">
      {row.sourceUrl ? (
        <a
          href={row.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label}, open the source page of ${row.title}`}
          className={sourceLink}
        >
          {label}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : (
        <span>{label}</span>
      )}
      {row.sources.length > 0 && (
        <span className="text-xs text-mist-500">
          via{' '}
          {row.sources.map((s, i) => (
            <span key={`${s.source}:${s.sourceId}`}>
              {i > 0 && ', '}
              {s.url ? (
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.source}, open its listing of ${row.title}`}
                  className={sourceLink}
                >
                  {s.source}
                </a>
              ) : (
                s.source
              )}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

export function EventLikes({ row }: { row: EventDatabaseRow }) {
  return (
    <span
      aria-label={`${row.likeCount} ${row.likeCount === 1 ? 'like' : 'likes'}`}
      className="inline-flex items-center gap-1 tabular-nums"
    >
      <Heart aria-hidden className="size-3.5 text-hot-400" />
      {row.likeCount.toLocaleString('en-US')}
    </span>
  );
}

const iconButton =
  'flex size-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-hot-400';

/** Edit and Delete of one row; `compact` shows icons only (the table), else labelled buttons. */
export function RowActions({
  row,
  onEdit,
  onDelete,
  compact,
}: {
  row: EventDatabaseRow;
  onEdit: (row: EventDatabaseRow) => void;
  onDelete: (row: EventDatabaseRow) => void;
  compact: boolean;
}) {
  return (
    <div className={clsx('flex items-center', compact ? 'justify-end gap-1' : 'gap-2')}>
      <button
        type="button"
        aria-label={`Edit ${row.title}`}
        title="Edit"
        onClick={() => onEdit(row)}
        className={clsx(
          iconButton,
          'text-mist-300 hover:bg-white/10 hover:text-white',
          !compact && 'h-9 w-auto gap-1.5 border border-white/12 px-3.5 text-sm font-semibold',
        )}
      >
        <Pencil aria-hidden className="size-4" />
        {!compact && 'Edit'}
      </button>
      <button
        type="button"
        aria-label={`Delete ${row.title}`}
        title="Delete"
        onClick={() => onDelete(row)}
        className={clsx(
          iconButton,
          'text-rose-300 hover:bg-pass/15 hover:text-rose-200',
          !compact && 'h-9 w-auto gap-1.5 border border-pass/40 px-3.5 text-sm font-semibold',
        )}
      >
        <Trash2 aria-hidden className="size-4" />
        {!compact && 'Delete'}
      </button>
    </div>
  );
}
