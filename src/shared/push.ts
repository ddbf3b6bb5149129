/** What a reminder is for: a loved event starting soon, or a loved movie's daily noon nudge. */
export const REMINDER_KINDS = ['starts-soon', 'movie-noon'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Default lead time before a loved event starts. */
export const REMINDER_LEAD_MINUTES = 120;

/** The notification a service worker shows for one push message. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification takes the user (a path in the app). */
  url: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag: string;
}
