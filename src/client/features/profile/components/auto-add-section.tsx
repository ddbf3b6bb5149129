import { useId } from 'react';
import { Zap } from 'lucide-react';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { useUpdateCalendarSettings } from '../api/update-calendar-settings.ts';
import { canAutoAdd, needsWarning } from '../lib/calendar-rules.ts';
import { SettingsCard } from './settings-card.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

type AutoAddSettings = Pick<
  CalendarSettings,
  'googleCalendarConnected' | 'appleCalendarPreference' | 'autoAddToCalendar'
>;

/** What the switch does with the current targets, in auto-add's order: Google, then Apple. */
function whatHappens(settings: AutoAddSettings): string {
  const google = settings.googleCalendarConnected;
  const apple = settings.appleCalendarPreference === 'auto';
  if (!google && !apple) {
    return 'Connect Google Calendar or choose Auto-download for Apple Calendar to turn this on.';
  }
  if (!google) return 'Downloads a calendar file for Apple Calendar for every event you love.';
  return apple
    ? 'Adds every event you love to your Google Calendar, or downloads it for Apple Calendar if that fails.'
    : 'Adds every event you love to your Google Calendar.';
}

export function AutoAddSection({ settings }: { settings: AutoAddSettings }) {
  const update = useUpdateCalendarSettings();
  const switchId = useId();
  const helpId = useId();
  const enabled = canAutoAdd(settings);
  const warn = needsWarning(settings);

  return (
    <SettingsCard
      icon={<Zap className="size-5" />}
      title={
        <label htmlFor={switchId} className={enabled ? undefined : 'text-mist-300'}>
          Auto-add loved events
        </label>
      }
      aside={
        <ToggleSwitch
          id={switchId}
          checked={settings.autoAddToCalendar}
          disabled={!enabled}
          onCheckedChange={(checked) => update.mutate({ autoAddToCalendar: checked })}
          aria-describedby={helpId}
        />
      }
    >
      <p id={helpId} className="-mt-1 text-sm text-mist-400">
        {whatHappens(settings)}
      </p>
      {/* Always mounted, and outside the card's gap, so the warning is announced when it appears. */}
      <div role="status" className="-mt-4">
        {warn && (
          <Notice
            tone="warning"
            className="mt-4"
            actions={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => update.mutate({ autoAddToCalendar: false })}
              >
                Turn off auto-add
              </Button>
            }
          >
            Auto-add is on, but no calendar can receive your events. Connect Google Calendar or
            choose Auto-download for Apple Calendar.
          </Notice>
        )}
      </div>
    </SettingsCard>
  );
}
