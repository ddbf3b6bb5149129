import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Film, Lightbulb, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { AppleIcon } from '#client/components/brand-icons.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useReturnFocus } from '#client/components/ui/use-return-focus.ts';
import { formatEventPlace } from '#client/components/events/format-event.ts';
import { toast } from '#client/lib/toast.ts';
import { calendarEntry, googleCalendarUrl, type CalendarEntry } from '#shared/calendar.ts';
import type { Event } from '#shared/schemas/events.ts';
import { GoogleIcon } from './google-icon.tsx';
import { downloadEventIcs } from './download-ics.ts';
import { paths } from '#client/lib/paths.ts';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

// The Google tip waits a second so it does not compete with the dialog's own choice.
const TIP_DELAY_MS = 1000;
const ADDED_TOAST_MS = 2000;
const CREATE_ERROR = 'Error creating calendar event. Please try again.';

export interface CalendarDialogProps {
  event: Event;
  googleConnected: boolean;
  onClose: () => void;
}

function entryFor(event: Event): CalendarEntry | null {
  try {
    return calendarEntry(event);
  } catch {
    return null;
  }
}

/** Offered after a like: add the event to Google Calendar or download it for Apple Calendar. */
export function CalendarDialog({ event, googleConnected, onClose }: CalendarDialogProps) {
  const entry = useMemo(() => entryFor(event), [event]);
  const returnFocus = useReturnFocus();
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [showTip, setShowTip] = useState(false);
  // A movie's run is its noon reminder (docs/product.md#calendar).
  const movie = entry?.isMovieReminder === true;

  useEffect(() => {
    if (googleConnected) return;
    const timer = setTimeout(() => setShowTip(true), TIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [googleConnected]);

  function addToGoogle() {
    if (!entry) return setError(CREATE_ERROR);
    window.open(googleCalendarUrl(entry), '_blank', 'noopener,noreferrer');
    onClose();
  }

  async function addToApple() {
    setDownloading(true);
    setError(null);
    try {
      await downloadEventIcs(event);
      toast({ title: 'Added to Calendar', variant: 'success', duration: ADDED_TOAST_MS });
      onClose();
    } catch {
      setError(CREATE_ERROR);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-md flex-col gap-5 rounded-t-3xl border border-white/10 bg-ink-850 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl transition duration-200 outline-none starting:translate-y-6 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:starting:translate-y-[-45%]"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand shadow-glow">
              {movie ? (
                <Film aria-hidden className="size-6 text-white" />
              ) : (
                <CalendarPlus aria-hidden className="size-6 text-white" />
              )}
            </span>
            <div className="flex min-w-0 flex-col gap-1 pr-8">
              <Dialog.Title className="text-xl font-black tracking-tight text-white">
                {movie ? 'Movie Calendar Reminder' : 'Add to Calendar'}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-mist-400">
                {movie
                  ? 'Get a nudge to catch it while it is showing.'
                  : 'Keep this one on your schedule.'}
              </Dialog.Description>
            </div>
          </div>

          <EventSummary event={event} entry={entry} />

          <FormAlert message={error} />

          <div className="flex flex-col gap-3">
            <Button variant="light" size="lg" onClick={addToGoogle}>
              <GoogleIcon />
              Add to Google Calendar
            </Button>
            <Button variant="secondary" size="lg" pending={downloading} onClick={addToApple}>
              {!downloading && <AppleIcon className="size-5" />}
              Add to Apple Calendar
            </Button>
          </div>

          {showTip && (
            <p
              role="status"
              className="flex items-start gap-2.5 rounded-2xl border border-ember-500/30 bg-ember-500/10 px-3.5 py-3 text-sm text-mist-300"
            >
              <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>
                Tip: connect Google Calendar in{' '}
                <Link
                  to={paths.profileTab('calendar')}
                  className="font-semibold text-white underline-offset-2 hover:underline"
                >
                  Profile → Calendar
                </Link>{' '}
                and loved events are added automatically.
              </span>
            </p>
          )}
          {/* Last in the DOM so opening focuses the first choice rather than Close. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EventSummary({ event, entry }: { event: Event; entry: CalendarEntry | null }) {
  if (entry?.repeatUntil) {
    const day = (d: CalendarEntry['start']) => d.toFormat('EEE, MMM d, yyyy');
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-950/60 p-4">
        <p className="text-lg font-bold text-white">{event.title}</p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-mist-500">Starts</dt>
            <dd className="font-semibold text-mist-100">{day(entry.start)}</dd>
          </div>
          <div>
            <dt className="text-mist-500">Ends</dt>
            <dd className="font-semibold text-mist-100">{day(entry.repeatUntil)}</dd>
          </div>
        </dl>
        <p className="inline-flex w-fit items-center rounded-full bg-maybe/15 px-3 py-1 text-xs font-bold text-sky-200">
          Daily Reminder at 12:00 PM
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-white/8 bg-ink-950/60 p-4">
      <p className="text-lg font-bold text-white">{event.title}</p>
      <p className="text-sm text-mist-300">
        <EventWhenText event={event} />
      </p>
      <p className="text-sm text-mist-400">{formatEventPlace(event)}</p>
    </div>
  );
}
