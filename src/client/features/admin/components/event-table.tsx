import { clsx } from 'clsx';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import {
  EventLikes,
  EventSource,
  RowActions,
  SelectAllBox,
  SelectBox,
  type EventRowsProps,
} from './event-row-parts.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

const head = 'px-3 py-3 text-left text-xs font-bold tracking-wider text-mist-500 uppercase';
const cell = 'px-3 py-3 align-middle';

/** The event database on a desk: one row per event, actions at the end. */
export function EventTable(props: EventRowsProps & { updating: boolean }) {
  const { rows, selected, onToggle, onEdit, onDelete, updating } = props;
  return (
    <div className="overflow-x-auto rounded-3xl border border-white/8 bg-ink-850/80">
      <table
        aria-busy={updating || undefined}
        className={clsx('w-full text-sm transition-opacity', updating && 'opacity-60')}
      >
        <caption className="sr-only">Events, newest first</caption>
        <thead className="border-b border-white/8">
          <tr>
            <th scope="col" className="w-12 py-3 pr-1 pl-5">
              <SelectAllBox {...props} />
            </th>
            <th scope="col" className={head}>
              ID
            </th>
            <th scope="col" className={head}>
              Title
            </th>
            <th scope="col" className={head}>
              When
            </th>
            <th scope="col" className={head}>
              Venue
            </th>
            <th scope="col" className={head}>
              Category
            </th>
            <th scope="col" className={head}>
              Source
            </th>
            <th scope="col" className={clsx(head, 'text-right')}>
              Likes
            </th>
            <th scope="col" className={clsx(head, 'pr-5 text-right')}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/6">
          {rows.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <tr
                key={row.id}
                className={clsx(
                  'transition-colors',
                  isSelected ? 'bg-hot-500/8' : 'hover:bg-white/3',
                )}
              >
                <td className="py-3 pr-1 pl-5 align-middle">
                  <SelectBox
                    label={`Select ${row.title}`}
                    checked={isSelected}
                    onChange={() => onToggle(row.id)}
                  />
                </td>
                <td className={clsx(cell, 'text-mist-500 tabular-nums')}>{row.id}</td>
                <th
                  scope="row"
                  className={clsx(cell, 'max-w-64 text-left font-semibold text-white')}
                >
                  <span className="line-clamp-2 break-words">{row.title}</span>
                </th>
                <td className={clsx(cell, 'whitespace-nowrap text-mist-300')}>
                  <EventWhenText event={row} />
                </td>
                <td className={clsx(cell, 'max-w-48 text-mist-300')}>
                  <span className="line-clamp-2 break-words">{row.venue}</span>
                </td>
                <td className={cell}>
                  <CategoryBadge category={row.category} className="whitespace-nowrap" />
                </td>
                <td className={clsx(cell, 'whitespace-nowrap text-mist-400')}>
                  <EventSource row={row} />
                </td>
                <td className={clsx(cell, 'text-right text-mist-300')}>
                  <EventLikes row={row} />
                </td>
                <td className={clsx(cell, 'pr-4')}>
                  <RowActions row={row} onEdit={onEdit} onDelete={onDelete} compact />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The table's outline while its first page loads. */
export function EventTableSkeleton({ rows }: { rows: number }) {
  return (
    <div
      aria-hidden
      className="flex flex-col divide-y divide-white/6 rounded-3xl border border-white/8 bg-ink-850/80"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 px-5 py-4">
          <div className="size-5 rounded bg-white/8" />
          <div className="h-3 w-10 rounded bg-white/6" />
          <div className="h-4 flex-1 rounded bg-white/10" />
          <div className="h-3 w-28 rounded bg-white/6 max-md:hidden" />
          <div className="h-6 w-20 rounded-full bg-white/8 max-md:hidden" />
        </div>
      ))}
    </div>
  );
}
