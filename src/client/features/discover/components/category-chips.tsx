import { clsx } from 'clsx';
import { categoryColor, categoryLabel } from '#shared/categories.ts';
import { CHIP_CATEGORIES, type CategorySelection } from '../lib/category-selection.ts';
import type { DiscoverCategoryId } from '#shared/categories.ts';

interface CategoryChipsProps {
  selection: CategorySelection;
  onToggle: (id: DiscoverCategoryId) => void;
}

/** The filter row: toggle buttons that scroll sideways on narrow screens. */
export function CategoryChips({ selection, onToggle }: CategoryChipsProps) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 py-1 [mask-image:linear-gradient(to_right,black_88%,transparent)] [&::-webkit-scrollbar]:hidden"
    >
      {CHIP_CATEGORIES.map((id) => {
        const pressed = selection.includes(id);
        return (
          <button
            key={id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(id)}
            className={clsx(
              'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-transparent bg-white text-ink-950'
                : 'border-white/12 bg-white/5 text-mist-300 hover:border-white/25 hover:text-white',
            )}
          >
            {id !== 'all' && (
              <span
                aria-hidden
                className="size-2 rounded-full"
                style={{ backgroundColor: categoryColor(id) }}
              />
            )}
            {id === 'all' ? 'All' : categoryLabel(id)}
          </button>
        );
      })}
    </div>
  );
}
