import { useState } from 'react';
import { clsx } from 'clsx';
import { CalendarRange } from 'lucide-react';
import { TextField } from '#client/components/ui/text-field.tsx';
import {
  addDays,
  datePresetLabels,
  datePresets,
  daysBetween,
  MAX_RANGE_DAYS,
} from '#shared/search-dates.ts';
import { ANY_DATE, nycToday, type DateFilter } from '../lib/date-filter.ts';

interface DateFilterFieldProps {
  value: DateFilter;
  onChange: (value: DateFilter) => void;
}

const chipClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors';
const chipTone = (pressed: boolean) =>
  pressed
    ? 'border-hot-400/60 bg-hot-500/15 text-white'
    : 'border-white/12 bg-white/5 text-mist-300 hover:border-white/25 hover:text-white';

/** Why a typed range cannot be searched, or null when it can (once both ends are typed). */
function rangeProblem(from: string, to: string): string | null {
  if (from && to && to < from) return 'The end date is before the start date';
  if (from && to && daysBetween(from, to) >= MAX_RANGE_DAYS) return 'Choose at most a year';
  return null;
}

/** The date filter: Any date, the presets, or a custom from–to range (docs/search.md#dates). */
export function DateFilterField({ value, onChange }: DateFilterFieldProps) {
  const ranged = Boolean(value.from || value.to);
  const [picking, setPicking] = useState(ranged);
  const [typed, setTyped] = useState({ from: value.from, to: value.to });
  const [applied, setApplied] = useState(value);
  // A preset, Clear or Back changes the applied range; the inputs follow.
  if (value !== applied) {
    setApplied(value);
    setTyped({ from: value.from, to: value.to });
    if (ranged) setPicking(true);
  }
  const today = nycToday();
  const problem = rangeProblem(typed.from, typed.to);

  // A range is searched once both ends are typed and it makes sense.
  const type = (next: { from: string; to: string }) => {
    setTyped(next);
    if (next.from && next.to && !rangeProblem(next.from, next.to)) onChange({ when: '', ...next });
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-mist-300">Event date</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={!value.when && !ranged && !picking}
          onClick={() => {
            setPicking(false);
            onChange(ANY_DATE);
          }}
          className={clsx(chipClass, chipTone(!value.when && !ranged && !picking))}
        >
          Any date
        </button>
        {datePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value.when === preset}
            onClick={() => {
              setPicking(false);
              onChange({ ...ANY_DATE, when: preset });
            }}
            className={clsx(chipClass, chipTone(value.when === preset))}
          >
            {datePresetLabels[preset]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={picking || ranged}
          aria-controls={picking || ranged ? 'search-date-range' : undefined}
          onClick={() => setPicking(true)}
          className={clsx(chipClass, chipTone(picking || ranged))}
        >
          <CalendarRange aria-hidden className="size-3.5" />
          Pick dates
        </button>
      </div>
      {(picking || ranged) && (
        <div id="search-date-range" className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            min={today}
            value={typed.from}
            onChange={(e) => type({ ...typed, from: e.target.value })}
          />
          <TextField
            label="To"
            type="date"
            min={typed.from || today}
            max={typed.from ? addDays(typed.from, MAX_RANGE_DAYS - 1) : undefined}
            value={typed.to}
            error={problem ?? undefined}
            onChange={(e) => type({ ...typed, to: e.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
