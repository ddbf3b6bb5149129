import { X } from 'lucide-react';
import type { SearchUnderstood } from '#shared/schemas/search-understood.ts';

interface UnderstoodChipsProps {
  understood: SearchUnderstood;
  /** Searches the chip's words as words instead of as a filter. */
  onTakeLiterally: (words: string) => void;
}

/**
 * What the search made of the text ("Williamsburg × · Tonight ×"), so a person sees what was
 * understood; × searches those words as typed instead. A part a filter set elsewhere overrode
 * says so.
 */
export function UnderstoodChips({ understood, onTakeLiterally }: UnderstoodChipsProps) {
  if (understood.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-mist-300">Understood:</span>
      <ul aria-label="Understood from your search" className="flex flex-wrap gap-2">
        {understood.map((part) => (
          <li key={`${part.words}-${part.label}`}>
            <button
              type="button"
              onClick={() => onTakeLiterally(part.words)}
              aria-label={`${part.label}${part.applied ? '' : ' (your filter wins)'}: search “${part.words}” as words instead`}
              className={
                part.applied
                  ? 'inline-flex items-center gap-1.5 rounded-full border border-hot-400/50 bg-hot-500/15 px-3 py-1.5 font-semibold text-white hover:border-hot-300'
                  : 'inline-flex items-center gap-1.5 rounded-full border border-white/10 bg-ink-900 px-3 py-1.5 text-mist-400 line-through decoration-mist-500 hover:text-white'
              }
            >
              {part.label}
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {understood.some((p) => !p.applied) && (
        <span className="text-xs text-mist-400">Struck out: a filter you chose wins.</span>
      )}
    </div>
  );
}
