import { useMemo, useState } from 'react';
import { clsx } from 'clsx';
import { MapPin, Search } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { NameOptions } from '#client/components/ui/name-options.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { boroughs, isBorough } from '#shared/nyc/boroughs.ts';
import { neighborhoodsByBorough, quickNeighborhoods } from '#shared/nyc/neighborhoods.ts';
import { LOCATION_MAX_LENGTH } from '#shared/search-filters.ts';
import { cleanText, type SearchFilters } from '../lib/search-filters.ts';
import { DateFilterField } from './date-filter-field.tsx';

interface LocationPanelProps {
  id: string;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** The location filters: free text, dates, borough, neighborhood and quick picks. */
export function LocationPanel({ id, filters, onChange }: LocationPanelProps) {
  const { when, from, to } = filters;
  const dates = useMemo(() => ({ when, from, to }), [when, from, to]);

  return (
    <div
      id={id}
      className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-850/80 p-4"
    >
      <LocationText value={filters.location} onSubmit={(location) => onChange({ location })} />

      <DateFilterField value={dates} onChange={onChange} />

      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Borough"
          value={filters.borough}
          onChange={(e) => {
            const borough = e.target.value;
            // A neighborhood never outlives its borough.
            onChange({ borough: isBorough(borough) ? borough : '', neighborhood: '' });
          }}
        >
          <option value="">All boroughs</option>
          <NameOptions names={boroughs} />
        </SelectField>
        <SelectField
          label="Neighborhood"
          value={filters.neighborhood}
          disabled={!filters.borough}
          onChange={(e) => onChange({ neighborhood: e.target.value })}
        >
          <option value="">{filters.borough ? 'All neighborhoods' : 'Pick a borough first'}</option>
          {filters.borough && <NameOptions names={neighborhoodsByBorough[filters.borough]} />}
        </SelectField>
      </div>

      <div role="group" aria-label="Popular neighborhoods" className="flex flex-wrap gap-2">
        {quickNeighborhoods.map(({ name, borough }) => {
          const pressed = filters.neighborhood === name;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ borough, neighborhood: name })}
              className={clsx(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-hot-400/60 bg-hot-500/15 text-white'
                  : 'border-white/12 bg-white/5 text-mist-300 hover:border-white/25 hover:text-white',
              )}
            >
              <MapPin aria-hidden className={clsx('size-3.5', pressed && 'text-hot-400')} />
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Free-text place search, applied on Enter or the button rather than on every key. */
function LocationText({ value, onSubmit }: { value: string; onSubmit: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Clear (or Back) changes the applied text; the box follows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const typed = cleanText(text, LOCATION_MAX_LENGTH);

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed) onSubmit(typed);
      }}
    >
      <label htmlFor="search-location" className="text-sm font-medium text-mist-300">
        Location
      </label>
      <div className="flex gap-2">
        <input
          id="search-location"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={LOCATION_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Venue, street or area"
          className="h-12 min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-950/60 px-4 text-base text-white transition-colors outline-none placeholder:text-mist-500 hover:border-white/20 focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60"
        />
        <Button
          type="submit"
          variant="secondary"
          aria-label="Search location"
          className="h-12"
          disabled={!typed}
        >
          <Search aria-hidden className="size-4" />
          Search
        </Button>
      </div>
    </form>
  );
}
