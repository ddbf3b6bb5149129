import { clsx } from 'clsx';
import { readableTextOn } from '#client/lib/readable-text.ts';
import { categoryColor, categoryLabel } from '#shared/categories.ts';

/** The category pill, in the category's own colour everywhere an event is shown. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const color = categoryColor(category);
  return (
    <span
      className={clsx(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-bold tracking-wide shadow-sm ring-1 ring-white/20',
        className,
      )}
      style={{ backgroundColor: color, color: readableTextOn(color) }}
    >
      {categoryLabel(category)}
    </span>
  );
}
