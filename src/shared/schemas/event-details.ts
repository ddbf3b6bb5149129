import { z } from 'zod';
import { eventSchema } from '#shared/schemas/events.ts';
import { SWIPE_ACTIONS } from '#shared/schemas/user-events.ts';

/** How a listing reached the catalogue (the events table's `source`). */
export const EVENT_ORIGINS = ['seed', 'csv', 'manual', 'crawler', 'business', 'mock'] as const;
export type EventOrigin = (typeof EVENT_ORIGINS)[number];

/** The event page's answer: the card, where it came from, and the reader's own swipe on it. */
export const eventDetailsSchema = z.object({
  event: eventSchema,
  origin: z.enum(EVENT_ORIGINS),
  /** null while the signed-in person has not swiped the event. */
  swipe: z.enum(SWIPE_ACTIONS).nullable(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** "More like this" on the event page: a handful, so the page stays short. */
export const SIMILAR_LIMIT = 6;
export const similarEventsSchema = z.array(eventSchema).max(SIMILAR_LIMIT);
