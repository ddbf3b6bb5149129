import { Link } from 'react-router';
import { CalendarDays, Link2Off, Plug } from 'lucide-react';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { useConnectGoogleCalendar } from '../api/connect-google-calendar.ts';
import { useUpdateCalendarSettings } from '../api/update-calendar-settings.ts';
import { SettingsCard } from './settings-card.tsx';
import { StatusPill } from './status-pill.tsx';
import { paths } from '#client/lib/paths.ts';

type GoogleSettings = Pick<CalendarSettings, 'googleCalendarConnected' | 'googleCalendarAvailable'>;

export function GoogleCalendarSection({ settings }: { settings: GoogleSettings }) {
  const { googleCalendarConnected: connected, googleCalendarAvailable: available } = settings;
  const update = useUpdateCalendarSettings();
  const google = useConnectGoogleCalendar();

  return (
    <SettingsCard
      icon={<CalendarDays className="size-5" />}
      title="Google Calendar"
      subtitle={<StatusPill on={connected} label={connected ? 'Connected' : 'Not connected'} />}
    >
      {connected ? (
        <>
          <p className="text-sm text-mist-400">
            Events you love can go straight into your Google Calendar.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => update.mutate({ googleCalendarConnected: false })}
          >
            <Link2Off aria-hidden className="size-4" />
            Disconnect
          </Button>
        </>
      ) : available ? (
        <>
          <p className="text-sm text-mist-400">
            Connect your Google account so loved events can be added to your calendar for you.
          </p>
          <div className="flex flex-col items-start gap-2">
            <Button size="sm" onClick={google.connect} pending={google.waiting}>
              {!google.waiting && <Plug aria-hidden className="size-4" />}
              {google.waiting ? 'Waiting for Google…' : 'Connect'}
            </Button>
            {google.waiting && (
              <p role="status" className="text-xs text-mist-400">
                Finish signing in with Google in the pop-up window.
              </p>
            )}
          </div>
        </>
      ) : (
        <Notice
          tone="info"
          actions={
            <Link
              to={paths.myEvents}
              className="rounded text-sm font-semibold text-sky-300 underline-offset-4 hover:underline"
            >
              Go to My Events
            </Link>
          }
        >
          Automatic Google Calendar integration is temporarily unavailable. You can still add events
          one at a time with the <strong className="font-semibold">Google Cal</strong> buttons on My
          Events.
        </Notice>
      )}
    </SettingsCard>
  );
}
