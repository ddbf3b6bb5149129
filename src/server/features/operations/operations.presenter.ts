import type { AnalyticsData } from '#server/features/operations/analytics.service.ts';
import type { Analytics, GenerateMockResult } from '#shared/schemas/admin-operations.ts';

export function presentMockResult(created: number): GenerateMockResult {
  return { created, message: `Generated ${created} mock events` };
}

export function presentAnalytics(a: AnalyticsData): Analytics {
  const { liked, passed, maybe, ...counts } = a.totals;
  return {
    totals: { ...counts, swipes: { liked, passed, maybe } },
    byCategory: a.byCategory,
    byBorough: a.byBorough,
    topLiked: a.topLiked,
    swipesPerDay: a.swipesPerDay,
    recentBatches: a.recentBatches.map((b) => ({
      batchStartId: b.startId,
      eventCount: b.eventCount,
      uploadedAt: b.uploadedAt.toISOString(),
      filename: b.filename,
    })),
    recentJobRuns: a.recentJobRuns.map((r) => ({
      job: r.job,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      ok: r.ok,
      result: r.result,
      error: r.error,
    })),
  };
}
