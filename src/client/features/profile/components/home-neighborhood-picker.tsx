import { useId, useState } from 'react';
import { boroughs, isBorough, type Borough } from '#shared/nyc/boroughs.ts';
import { boroughOf, neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { Button } from '#client/components/ui/button.tsx';
import { NameOptions } from '#client/components/ui/name-options.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';

interface HomeNeighborhoodPickerProps {
  home: string | null;
  onChange: (neighborhood: string | null) => void;
}

/** Borough first, then one of its neighborhoods; only a neighborhood is saved. */
export function HomeNeighborhoodPicker({ home, onChange }: HomeNeighborhoodPickerProps) {
  const homeBorough = home ? (boroughOf(home) ?? null) : null;
  // A borough chosen on the way to a new neighborhood; until then the saved home's borough shows.
  const [picked, setPicked] = useState<Borough | null>(null);
  const hintId = useId();
  const borough = picked ?? homeBorough;
  const neighborhoods = borough ? neighborhoodsByBorough[borough] : [];
  const selected =
    borough === homeBorough
      ? (neighborhoods.find((n) => n.toLowerCase() === home?.toLowerCase()) ?? '')
      : '';

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-bold text-white">Home neighborhood</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Borough"
          value={borough ?? ''}
          onChange={(e) => setPicked(isBorough(e.target.value) ? e.target.value : null)}
        >
          <option value="" disabled>
            Choose a borough
          </option>
          <NameOptions names={boroughs} />
        </SelectField>
        <SelectField
          label="Neighborhood"
          value={selected}
          disabled={!borough}
          aria-describedby={borough ? undefined : hintId}
          onChange={(e) => {
            if (!e.target.value) return;
            setPicked(null);
            onChange(e.target.value);
          }}
        >
          <option value="" disabled>
            Choose a neighborhood
          </option>
          <NameOptions names={neighborhoods} />
        </SelectField>
      </div>
      {!borough && (
        <p id={hintId} className="-mt-1 text-xs text-mist-500">
          Choose a borough, then your neighborhood.
        </p>
      )}
      {home && (
        <div className="flex items-center justify-between gap-3 text-sm text-mist-300">
          <p>
            Distances are measured from <span className="font-semibold text-white">{home}</span>.
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPicked(null);
              onChange(null);
            }}
          >
            Clear
          </Button>
        </div>
      )}
    </fieldset>
  );
}
