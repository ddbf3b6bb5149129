import { z } from 'zod';

export const MOCK_MIN = 1;
export const MOCK_MAX = 5000;
/** A non-numeric entry falls back to this (docs/product.md#operations). */
export const MOCK_DEFAULT = 1000;
export const MOCK_COUNT_MESSAGE = 'Please enter a number between 1 and 5000';

/**
 * POST /api/events/generate-mock. The whole body answers MOCK_COUNT_MESSAGE when wrong, a missing
 * count or body included.
 */
export const generateMockSchema = z
  .object({ count: z.unknown().optional() })
  .nullable()
  .transform((b, ctx) => {
    const n = b?.count;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < MOCK_MIN || n > MOCK_MAX) {
      ctx.addIssue({ code: 'custom', message: MOCK_COUNT_MESSAGE, path: [] });
      return z.NEVER;
    }
    return { count: n };
  });
export const generateMockResultSchema = z.object({
  created: z.number().int(),
  message: z.string(),
});
export type GenerateMockResult = z.infer<typeof generateMockResultSchema>;

/** POST /api/events/cleanup and the hourly job. */
export const cleanupResultSchema = z.object({
  expiredEvents: z.number().int(),
  passedEvents: z.number().int(),
  expiredUserEvents: z.number().int(),
});
export type CleanupResult = z.infer<typeof cleanupResultSchema>;

/** POST /api/upload/image: a re-encoded WebP and its thumbnail, both served under /uploads. */
export const imageUploadResultSchema = z.object({
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const countBy = z.array(z.object({ key: z.string(), count: z.number().int() }));

export const jobRunSchema = z.object({
  job: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/analytics */
export const analyticsSchema = z.object({
  totals: z.object({
    events: z.number().int(),
    upcoming: z.number().int(),
    users: z.number().int(),
    swipes: z.object({
      liked: z.number().int(),
      passed: z.number().int(),
      maybe: z.number().int(),
    }),
  }),
  byCategory: countBy,
  byBorough: countBy,
  topLiked: z.array(
    z.object({ id: z.number().int(), title: z.string(), likeCount: z.number().int() }),
  ),
  /** The last 30 days in New York time, oldest first, days without swipes included as 0. */
  swipesPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  recentBatches: z.array(
    z.object({
      batchStartId: z.number().int(),
      eventCount: z.number().int(),
      uploadedAt: z.string(),
      filename: z.string(),
    }),
  ),
  recentJobRuns: z.array(jobRunSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
