import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { Button } from '#client/components/ui/button.tsx';
import { categories, categoryColor, type CategoryId } from '#shared/categories.ts';
import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { useSaveTasteIntro } from '../api/save-taste-intro.ts';

/** Categories offered as picks: every one but the catch-all. */
const PICKS = categories.filter((c) => c.id !== 'other');

function Chip({
  pressed,
  onClick,
  color,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  color?: string;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors',
        pressed
          ? 'border-transparent bg-white text-ink-950'
          : 'border-white/12 bg-white/5 text-mist-300 hover:border-white/25 hover:text-white',
      )}
    >
      {color && (
        <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: color }} />
      )}
      {children}
    </button>
  );
}

/**
 * "Pick a few things you like" on the first visit (docs/product.md#taste-intro): categories and a
 * home borough that the deck starts from. It sits over the deck, which is already dealt behind it
 * and is dealt again through `onPicksSaved` once the picks are saved; Skip is always there, and
 * either answer closes it for good.
 */
export function TasteIntro({ onPicksSaved }: { onPicksSaved: () => void }) {
  const titleId = useId();
  const save = useSaveTasteIntro(onPicksSaved);
  const [picked, setPicked] = useState<CategoryId[]>([]);
  const [borough, setBorough] = useState<Borough | null>(null);
  const toggle = (id: CategoryId) =>
    setPicked((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
  const chosen = picked.length > 0 || borough !== null;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="absolute inset-x-0 top-0 z-30 flex max-h-full flex-col gap-4 overflow-y-auto rounded-3xl border border-white/12 bg-ink-850/95 p-5 shadow-2xl backdrop-blur"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-white">
            Pick a few things you like
          </h2>
          <p className="text-sm text-mist-300">Your first cards start from them. You can skip.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => save.mutate(null)}>
          Skip
        </Button>
      </div>
      <div role="group" aria-label="Categories you like" className="flex flex-wrap gap-2">
        {PICKS.map((c) => (
          <Chip
            key={c.id}
            pressed={picked.includes(c.id)}
            onClick={() => toggle(c.id)}
            color={categoryColor(c.id)}
          >
            {c.label}
          </Chip>
        ))}
      </div>
      <div role="group" aria-label="Your home borough" className="flex flex-wrap gap-2">
        {boroughs.map((b) => (
          <Chip
            key={b}
            pressed={borough === b}
            onClick={() => setBorough(borough === b ? null : b)}
          >
            {b}
          </Chip>
        ))}
      </div>
      <Button
        disabled={!chosen}
        onClick={() => save.mutate({ lovedCategories: picked, homeBorough: borough })}
      >
        Start swiping
      </Button>
    </div>
  );
}
