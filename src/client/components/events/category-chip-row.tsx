import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { clsx } from 'clsx';
import { ALL } from '#client/lib/category-selection.ts';
import { categoryColor, categoryLabel } from '#shared/categories.ts';

interface CategoryChipRowProps<T extends string> {
  /** The chips, "all" first. */
  ids: readonly T[];
  selection: readonly string[];
  onToggle: (id: T) => void;
  /** Show only this many chips and a "More" chip for the rest (every chip when absent). */
  firstShown?: number;
}

const chipClass =
  'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const offClass = 'border-white/12 bg-white/5 text-mist-300 hover:border-white/25 hover:text-white';

/** A row of category toggle buttons that scrolls sideways on narrow screens. */
export function CategoryChipRow<T extends string>({
  ids,
  selection,
  onToggle,
  firstShown,
}: CategoryChipRowProps<T>) {
  const [opened, setOpened] = useState(false);
  const firstHidden = useRef<HTMLButtonElement>(null);
  const hidden = firstShown === undefined ? [] : ids.slice(firstShown);
  // A chosen chip is never hidden behind "More".
  const open = opened || hidden.some((id) => selection.includes(id));
  const shown = open || firstShown === undefined ? ids : ids.slice(0, firstShown);

  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 py-1 [mask-image:linear-gradient(to_right,black_88%,transparent)] [&::-webkit-scrollbar]:hidden"
    >
      {shown.map((id) => {
        const pressed = selection.includes(id);
        return (
          <button
            key={id}
            ref={id === hidden[0] ? firstHidden : undefined}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(id)}
            className={clsx(
              chipClass,
              pressed ? 'border-transparent bg-white text-ink-950' : offClass,
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
      {hidden.length > 0 && !open && (
        <button
          type="button"
          aria-expanded={false}
          onClick={() => {
            flushSync(() => setOpened(true));
            // The keyboard goes on where the revealed chips begin, not back at the page's start.
            firstHidden.current?.focus();
          }}
          className={clsx(chipClass, offClass, 'border-dashed')}
        >
          More
          <span aria-hidden className="text-mist-500">
            +{hidden.length}
          </span>
        </button>
      )}
    </div>
  );
}
