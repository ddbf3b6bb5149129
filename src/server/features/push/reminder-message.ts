import { DateTime } from 'luxon';
import type { DueReminder } from '#server/features/push/due-reminders.ts';
import type { PushMessage } from '#shared/push.ts';
import { isAllDayTime } from '#shared/event-span.ts';
import { NYC_ZONE, parseEventTime } from '#shared/time.ts';

/** Evening starts here: a reminder for an earlier start says "Today" rather than "Tonight". */
const EVENING_HOUR = 17;

/** The notification for one reminder, in New York time. */
export function reminderMessage(reminder: DueReminder): PushMessage {
  const start = DateTime.fromJSDate(reminder.startsAt, { zone: NYC_ZONE });
  const venue = reminder.venue.trim();
  if (reminder.kind === 'movie-noon') {
    return {
      title: `Now showing: ${reminder.title}`,
      body: `${venue ? `At ${venue}. ` : ''}Check today's times and book tickets.`,
      url: '/my-events',
      tag: `movie-noon-${reminder.eventId}`,
    };
  }
  // A time the event never gave (TBD) is not announced as 7:00 PM, nor an all-day one as midnight.
  const time = isAllDayTime(reminder.time)
    ? 'all day'
    : parseEventTime(reminder.time)
      ? start.toFormat('h:mm a')
      : 'time to be announced';
  const when = start.hour >= EVENING_HOUR ? 'Tonight' : 'Today';
  return {
    title: `${when}: ${reminder.title}${venue ? ` at ${venue}` : ''}, ${time}`,
    body: 'You loved this event. Tap to see it in My Events.',
    url: '/my-events',
    tag: `starts-soon-${reminder.eventId}`,
  };
}
