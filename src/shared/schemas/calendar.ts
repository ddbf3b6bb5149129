import { z } from 'zod';
import { multilineText, plainText } from '#shared/schemas/text.ts';

export const APPLE_PREFERENCES = ['manual', 'auto', 'disabled'] as const;
export type ApplePreference = (typeof APPLE_PREFERENCES)[number];

export const calendarSettingsSchema = z.object({
  googleCalendarConnected: z.boolean(),
  appleCalendarPreference: z.enum(APPLE_PREFERENCES),
  autoAddToCalendar: z.boolean(),
  /** Whether the server has Google keys; without them connecting is impossible. */
  googleCalendarAvailable: z.boolean(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const calendarSettingsPatchSchema = z
  .object({
    // Connecting happens only through Google's consent screen; a PATCH can only disconnect.
    googleCalendarConnected: z.literal(false, {
      error: 'Connect Google Calendar from the Connect button',
    }),
    appleCalendarPreference: z.enum(APPLE_PREFERENCES),
    autoAddToCalendar: z.boolean(),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to update');

export const userIdParamsSchema = z.object({ id: plainText().min(1).max(64) });

const isoDate = z.iso.date({ error: 'Use the YYYY-MM-DD date format' });

/** The body of POST /api/calendar/ics/generate (and the event inside add-event). */
export const calendarEventInputSchema = z.object({
  eventId: z.coerce.number().int().positive().optional(),
  title: plainText().trim().min(1, 'Title is required').max(300),
  description: multilineText().max(5000).optional().default(''),
  date: isoDate,
  time: plainText().max(40).optional().default(''),
  venue: plainText().max(300).optional().default(''),
  category: plainText().max(60).optional(),
  isMovie: z.boolean().optional(),
  allDay: z.boolean().optional(),
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  sourceUrl: plainText().max(2000).nullish(),
});
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

export const googleAddEventSchema = z.object({
  userId: z.union([plainText().max(64), z.number()]).optional(),
  event: calendarEventInputSchema,
});

export const googleAddEventResultSchema = z.object({
  success: z.literal(true),
  htmlLink: z.string().nullable(),
});

/** Where to send the person to grant calendar access. */
export const googleConnectSchema = z.object({ authUrl: z.string() });

export const feedSchema = z.object({ url: z.string(), webcalUrl: z.string() });
