import { Loader2 } from 'lucide-react';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useCalendarSettings } from '../api/get-calendar-settings.ts';
import { AppleCalendarSection } from './apple-calendar-section.tsx';
import { AutoAddSection } from './auto-add-section.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { GoogleCalendarSection } from './google-calendar-section.tsx';

export function CalendarTab() {
  const { data, isPending, isFetching, refetch } = useCalendarSettings();

  if (isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-16 text-sm text-mist-400"
      >
        <Loader2 aria-hidden className="size-5 animate-spin text-hot-400" />
        Loading calendar settings…
      </div>
    );
  }

  // When the settings cannot be read, carry on with the defaults and say so.
  const settings = data ?? DEFAULT_CALENDAR_SETTINGS;

  return (
    <div className="flex flex-col gap-4">
      {!data && (
        <RetryNotice onRetry={() => void refetch()} retrying={isFetching}>
          Your calendar settings could not be loaded, so the defaults are shown.
        </RetryNotice>
      )}
      <GoogleCalendarSection settings={settings} />
      <AppleCalendarSection preference={settings.appleCalendarPreference} />
      <AutoAddSection settings={settings} />
      <CalendarFeedSection />
    </div>
  );
}
