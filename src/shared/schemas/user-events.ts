import { z } from 'zod';
import { plainText } from '#shared/schemas/text.ts';
import { eventSchema } from '#shared/schemas/events.ts';

export const SWIPE_ACTIONS = ['liked', 'passed', 'maybe'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

export const swipeSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  action: z.enum(SWIPE_ACTIONS, { error: 'action must be liked, passed or maybe' }),
  /** Accepted for compatibility; must be the signed-in user's own id. */
  userId: z.union([plainText().max(64), z.number()]).optional(),
});
export type SwipeInput = z.input<typeof swipeSchema>;

export const userEventSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  eventId: z.number().int(),
  action: z.enum(SWIPE_ACTIONS),
  createdAt: z.string(),
  updatedAt: z.string(),
  event: eventSchema,
});
export type UserEvent = z.infer<typeof userEventSchema>;
export const userEventListSchema = z.array(userEventSchema);

/** `recent`: last swiped first. `date`: upcoming soonest first, then past ones, latest first. */
export const USER_EVENT_ORDERS = ['recent', 'date'] as const;
export type UserEventOrder = (typeof USER_EVENT_ORDERS)[number];

export const userEventListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(200),
  order: z.enum(USER_EVENT_ORDERS).default('recent'),
});

export const actionParamsSchema = z.object({ action: z.enum(SWIPE_ACTIONS) });

export const undoResultSchema = z.object({
  eventId: z.number().int(),
  action: z.enum(SWIPE_ACTIONS),
});
