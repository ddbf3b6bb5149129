import { clsx } from 'clsx';
import {} from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import {
  EventLikes,
  EventSource,
  RowActions,
  SelectAllBox,
  SelectBox,
  type EventRowsProps,
} from './event-row-parts.tsx';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

/** The event database on a phone: a card per event with the same checkbox and actions. */
export function EventCardList(props: EventRowsProps & { updating: boolean }) {
  const { rows, selected, onToggle, onEdit, onDelete, updating } = props;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-3 px-1 text-sm font-semibold text-mist-300">
        <SelectAllBox {...props} />
        <span aria-hidden>Select all on this page</span>
      </label>
      <ul
        aria-label="Events, newest first"
        aria-busy={updating || undefined}
        className={clsx('flex flex-col gap-3 transition-opacity', updating && 'opacity-60')}
      >
        {rows.map((row) => {
          const isSelected = selected.has(row.id);
          return (
            <li
              key={row.id}
              aria-label={row.title}
              className={clsx(
                'flex flex-col gap-3 rounded-3xl border p-4 transition-colors',
                isSelected ? 'border-hot-500/50 bg-hot-500/8' : 'border-white/8 bg-ink-850/80',
              )}
            >
              <div className="flex items-start gap-3">
                <span className="pt-0.5">
                  <SelectBox
                    label={`Select ${row.title}`}
                    checked={isSelected}
                    onChange={() => onToggle(row.id)}
                  />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-bold break-words text-white">{row.title}</p>
                  <EventMetaRow
                    kind="when"
                    as="p"
                    className="gap-1.5 text-sm text-mist-300"
                    iconClassName="size-4 text-mist-500"
                  >
                    <EventWhenText event={row} />
                  </EventMetaRow>
                  <EventMetaRow
                    kind="place"
                    as="p"
                    className="gap-1.5 text-sm text-mist-300"
                    iconClassName="size-4 text-mist-500"
                  >
                    <span className="min-w-0 break-words">{row.venue}</span>
                  </EventMetaRow>
                </div>
                <span className="text-xs text-mist-500 tabular-nums">#{row.id}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pl-8 text-sm text-mist-400">
                <CategoryBadge category={row.category} />
                <EventSource row={row} />
                <EventLikes row={row} />
              </div>
              <div className="pl-8">
                <RowActions row={row} onEdit={onEdit} onDelete={onDelete} compact={false} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
