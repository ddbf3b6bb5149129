import { clsx } from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

interface FilterToggleProps {
  open: boolean;
  count: number;
  panelId: string;
  onToggle: () => void;
}

/** Opens the location panel; the badge counts the panel's filters that are set. */
export function FilterToggle({ open, count, panelId, onToggle }: FilterToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
      onClick={onToggle}
      className={clsx(
        'relative flex h-12 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        open
          ? 'border-hot-400/60 bg-hot-500/15 text-white'
          : 'border-white/10 bg-ink-900 text-mist-300 hover:border-white/25 hover:text-white',
      )}
    >
      <SlidersHorizontal aria-hidden className="size-5" />
      <span className="hidden sm:inline">Filters</span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-brand text-xs font-black text-white shadow-glow"
        >
          {count}
        </span>
      )}
    </button>
  );
}

interface FilterSummaryProps {
  summary: string | null;
  onClear: () => void;
}

/** The active location filters in one line, and Clear. */
export function FilterSummary({ summary, onClear }: FilterSummaryProps) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <p className="min-w-0 text-mist-400">
        {summary ? (
          <>
            <span className="font-semibold text-mist-300">Showing:</span> {summary}
          </>
        ) : (
          'All of NYC, any date'
        )}
      </p>
      <Button variant="ghost" size="sm" className="shrink-0" disabled={!summary} onClick={onClear}>
        <X aria-hidden className="size-4" />
        Clear
      </Button>
    </div>
  );
}
