import { useId } from 'react';
import { APPLE_PREFERENCES, type ApplePreference } from '#shared/schemas/calendar.ts';
import { AppleIcon } from '#client/components/brand-icons.tsx';
import { useUpdateCalendarSettings } from '../api/update-calendar-settings.ts';
import { ChoiceButtons } from './choice-buttons.tsx';
import { SettingsCard } from './settings-card.tsx';

const options: Record<ApplePreference, { label: string; help: string }> = {
  manual: {
    label: 'Manual',
    help: 'You choose when to download an event’s calendar file, with the Apple Cal button.',
  },
  auto: {
    label: 'Auto-download',
    help: 'Loving an event downloads its calendar file for Apple Calendar right away.',
  },
  disabled: {
    label: 'Disabled',
    help: 'Apple Calendar is left out when you love an event.',
  },
};

export function AppleCalendarSection({ preference }: { preference: ApplePreference }) {
  const update = useUpdateCalendarSettings();
  const helpId = useId();

  return (
    <SettingsCard icon={<AppleIcon className="size-5" />} title="Apple Calendar">
      <p className="-mt-1 text-sm text-mist-400">
        How loved events reach Apple Calendar and other apps that open calendar files.
      </p>
      <ChoiceButtons
        label="Apple Calendar preference"
        options={APPLE_PREFERENCES}
        labelOf={(value) => options[value].label}
        value={preference}
        onChange={(value) => update.mutate({ appleCalendarPreference: value })}
        describedBy={helpId}
      />
      <p id={helpId} aria-live="polite" className="text-sm text-mist-300">
        {options[preference].help}
      </p>
    </SettingsCard>
  );
}
