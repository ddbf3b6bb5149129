import { clsx } from 'clsx';
import { ALL } from '#client/lib/category-selection.ts';
import { categoryColor, categoryLabel } from '#shared/categories.ts';

interface CategoryChipRowProps<T extends string> {
  /** The chips, "all" first. */
  ids: readonly T[];
  selection: readonly string[];
  onToggle: (id: T) => void;
}

/** A row of category toggle buttons that scrolls sideways on narrow screens. */
export function CategoryChipRow<T extends string>({
  ids,
  selection,
  onToggle,
}: CategoryChipRowProps<T>) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 py-1 [mask-image:linear-gradient(to_right,black_88%,transparent)] [&::-webkit-scrollbar]:hidden"
    >
      {ids.map((id) => {
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
            {id !== ALL && (
              <span
                aria-hidden
                className="size-2 rounded-full"
                style={{ backgroundColor: categoryColor(id) }}
              />
            )}
            {id === ALL ? 'All' : categoryLabel(id)}
          </button>
        );
      })}
    </div>
  );
}
