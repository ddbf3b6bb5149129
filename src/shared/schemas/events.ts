import { z } from 'zod';
import { discoverCategoryIds } from '#shared/categories.ts';

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  price: z.string(),
  category: z.string(),
  performer: z.string().nullable(),
  /** null when the event has no page of its own. */
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  neighborhood: z.string().nullable(),
  borough: z.string().nullable(),
  isMovie: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  likeCount: z.number().int(),
});
export type Event = z.infer<typeof eventSchema>;

export const hotEventSchema = eventSchema.extend({ interactionCount: z.number().int() });
export type HotEvent = z.infer<typeof hotEventSchema>;

export const UNSEEN_DEFAULT_LIMIT = 20;
export const UNSEEN_MAX_LIMIT = 100;

/** Keyset position in the deck: the rank instant (ms) and id of the last card returned. */
export const deckCursorSchema = z
  .string()
  .regex(/^-?\d{1,15}\.\d{1,18}$/, 'Invalid cursor')
  .transform((s) => {
    const [at, id] = s.split('.');
    return { rankAt: new Date(Number(at)), id: Number(id) };
  });

const filterIds = discoverCategoryIds.filter((c) => c !== 'all');
export const unseenQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(UNSEEN_MAX_LIMIT).default(UNSEEN_DEFAULT_LIMIT),
  categories: z
    .string()
    .max(300)
    .optional()
    .transform((s, ctx) => {
      const ids = (s ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const wanted = ids.filter((c) => c !== 'all');
      for (const id of wanted) {
        if (!(filterIds as readonly string[]).includes(id) && id !== 'other') {
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${id}` });
        }
      }
      return wanted;
    }),
  cursor: deckCursorSchema.optional(),
});

export const HOT_LIMITS = [10, 20, 50] as const;
export const hotQuerySchema = z.object({
  limit: z.coerce
    .number()
    .refine((n) => (HOT_LIMITS as readonly number[]).includes(n), 'limit must be 10, 20 or 50')
    .default(20),
});

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });
