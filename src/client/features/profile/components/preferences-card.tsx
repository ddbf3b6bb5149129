import { useId } from 'react';
import { Loader2, SlidersHorizontal } from 'lucide-react';
import { MAX_DISTANCES_MILES, PREFERRED_TIMES, PRICE_RANGES } from '#shared/preference-choices.ts';
import type { Preferences } from '#shared/schemas/profile.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { distanceLabel, preferredTimeLabels, priceRangeLabels } from '../lib/preference-labels.ts';
import { ChoiceButtons } from './choice-buttons.tsx';
import { HomeNeighborhoodPicker } from './home-neighborhood-picker.tsx';
import { NotificationsToggle } from './notifications-toggle.tsx';
import { SettingsCard } from './settings-card.tsx';

const ANY = 'any';

function PreferenceControls({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const distanceHelpId = useId();
  const hasHome = preferences.homeNeighborhood !== null;

  return (
    <div className="flex flex-col gap-5">
      <NotificationsToggle enabled={preferences.notifications} />

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-bold text-white">Preferred time</h3>
        <ChoiceButtons
          label="Preferred time"
          options={PREFERRED_TIMES}
          labelOf={(value) => preferredTimeLabels[value]}
          value={preferences.preferredTime}
          onChange={(value) => update.mutate({ preferredTime: value })}
        />
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-bold text-white">Price range</h3>
        <ChoiceButtons
          label="Price range"
          options={PRICE_RANGES}
          labelOf={(value) => priceRangeLabels[value]}
          value={preferences.priceRange}
          onChange={(value) => update.mutate({ priceRange: value })}
        />
      </div>

      <HomeNeighborhoodPicker
        home={preferences.homeNeighborhood}
        onChange={(homeNeighborhood) => update.mutate({ homeNeighborhood })}
      />

      <div className="flex flex-col gap-1.5">
        <SelectField
          label="Max travel distance"
          value={preferences.maxDistanceMiles === null ? ANY : String(preferences.maxDistanceMiles)}
          disabled={!hasHome}
          aria-describedby={distanceHelpId}
          onChange={(e) =>
            update.mutate({
              maxDistanceMiles: e.target.value === ANY ? null : Number(e.target.value),
            })
          }
        >
          <option value={ANY}>{distanceLabel(null)}</option>
          {MAX_DISTANCES_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {distanceLabel(miles)}
            </option>
          ))}
        </SelectField>
        <p id={distanceHelpId} className="text-xs text-mist-500">
          {hasHome
            ? 'Events farther from your home neighborhood sink lower in your deck.'
            : 'Pick a home neighborhood first: distances are measured from it.'}
        </p>
      </div>
    </div>
  );
}

export function PreferencesCard() {
  const { data, isPending, isFetching, refetch } = usePreferences();
  return (
    <SettingsCard icon={<SlidersHorizontal className="size-5" />} title="Event preferences">
      <p className="-mt-1 text-sm text-mist-400">
        These shape the order of your Discover deck: events that match come first.
      </p>
      {isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-mist-400">
          <Loader2 aria-hidden className="size-5 animate-spin text-hot-400" />
          Loading your preferences…
        </div>
      ) : data ? (
        <PreferenceControls preferences={data} />
      ) : (
        <RetryNotice retrying={isFetching} onRetry={() => void refetch()}>
          Your preferences could not be loaded.
        </RetryNotice>
      )}
    </SettingsCard>
  );
}
