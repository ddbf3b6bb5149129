import { useState } from 'react';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import { getCalendarSettings } from '#client/components/calendar/calendar-auto-add.ts';
import {
  LazyCalendarDialog,
  preloadCalendarDialog,
} from '#client/components/calendar/lazy-calendar-dialog.tsx';
import { detailsUrl } from '#client/components/events/format-event.ts';
import { ShareButton } from '#client/components/events/share-button.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { Event } from '#shared/schemas/events.ts';
import { sourceLinkLabel } from '../lib/origin-label.ts';

const action = buttonClasses('secondary', 'md', 'w-full');

/**
 * Add to calendar (the deck's dialog: Google or .ics) while the event is still to come, Share,
 * and the source link if any.
 */
export function EventActions({ event, ended }: { event: Event; ended: boolean }) {
  const [calendar, setCalendar] = useState<{ googleConnected: boolean } | null>(null);
  const url = detailsUrl(event);

  async function openCalendar() {
    preloadCalendarDialog();
    const settings = await getCalendarSettings();
    setCalendar({ googleConnected: settings.googleCalendarConnected });
  }

  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {!ended && (
        <button type="button" className={action} onClick={() => void openCalendar()}>
          <CalendarPlus aria-hidden className="size-4 text-hot-400" />
          Add to calendar
        </button>
      )}
      <ShareButton event={event} className={action}>
        Share
      </ShareButton>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('light', 'md', 'col-span-2 w-full sm:col-span-1')}
        >
          {sourceLinkLabel(event.price)}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
      {calendar && (
        <LazyCalendarDialog
          event={event}
          googleConnected={calendar.googleConnected}
          onClose={() => setCalendar(null)}
        />
      )}
    </div>
  );
}
