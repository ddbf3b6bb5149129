import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { APPLE_PREFERENCES, type ApplePreference } from '#shared/schemas/calendar.ts';
import { AppleIcon } from '#client/components/brand-icons.tsx';
import { useUpdateCalendarSettings } from '../api/update-calendar-settings.ts';
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

function isApplePreference(value: string): value is ApplePreference {
  return (APPLE_PREFERENCES as readonly string[]).includes(value);
}

export function AppleCalendarSection({ preference }: { preference: ApplePreference }) {
  const update = useUpdateCalendarSettings();
  const helpId = useId();

  return (
    <SettingsCard icon={<AppleIcon className="size-5" />} title="Apple Calendar">
      <p className="-mt-1 text-sm text-mist-400">
        How loved events reach Apple Calendar and other apps that open calendar files.
      </p>
      <RadioGroup.Root
        value={preference}
        onValueChange={(value) => {
          if (isApplePreference(value) && value !== preference) {
            update.mutate({ appleCalendarPreference: value });
          }
        }}
        aria-label="Apple Calendar preference"
        aria-describedby={helpId}
        orientation="horizontal"
        className="flex gap-1 rounded-2xl border border-white/8 bg-ink-950/70 p-1"
      >
        {APPLE_PREFERENCES.map((value) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className="min-h-11 flex-auto rounded-xl px-2.5 text-sm whitespace-nowrap font-semibold text-mist-400 transition-colors hover:bg-white/5 hover:text-white data-[state=checked]:bg-brand data-[state=checked]:text-white data-[state=checked]:shadow-glow"
          >
            {options[value].label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id={helpId} aria-live="polite" className="text-sm text-mist-300">
        {options[preference].help}
      </p>
    </SettingsCard>
  );
}
