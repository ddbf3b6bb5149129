export interface RssSample {
  /** Seconds since the traffic started. */
  at: number;
  mb: number;
}

/** Least-squares slope of the samples, in MB per minute. */
export function slopePerMinute(samples: RssSample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanAt = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanMb = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.at - meanAt) * (s.mb - meanMb);
    variance += (s.at - meanAt) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Between major collections RSS saws up and down by 100-180 MB every 1-5 minutes, so a line
 * through eight minutes of samples tilts with where the window ends: 3-8 MB/min in runs with
 * no rising floor (measured). A leak of 4 KB per request at 60 requests/s grows faster.
 */
const MAX_SLOPE_MB_PER_MINUTE = 12;
/** Below this much growth over a short window, GC's swings are noise rather than a trend. */
const NOISE_MB = 25;

/**
 * The soak's memory lines for its printed report. A reading, not a pass or fail: how RSS moves
 * depends on the machine and what else runs on it, so a person judges the trend from these.
 */
export function memoryReport(samples: RssSample[], warmUpSeconds: number): string[] {
  const settled = samples.filter((s) => s.at >= warmUpSeconds);
  if (settled.length < 4) {
    return [`RSS after warm-up: ${settled.length} samples, too few for a trend`];
  }
  const windowMinutes = (settled.at(-1)!.at - settled[0]!.at) / 60;
  const slope = slopePerMinute(settled);
  const steady = median(settled.map((s) => s.mb));
  const final = samples.at(-1)!.mb;
  const growth = slope * windowMinutes;
  const budget = Math.max(MAX_SLOPE_MB_PER_MINUTE * windowMinutes, NOISE_MB);
  return [
    `RSS after warm-up, over ${windowMinutes.toFixed(1)} min: slope ${slope.toFixed(2)} MB/min, ` +
      `median ${steady.toFixed(0)} MB, final ${final.toFixed(0)} MB`,
    growth < budget && final <= steady * 1.25
      ? `Memory trend: no rising floor (growth ${growth.toFixed(0)} MB, budget ${budget.toFixed(0)} MB)`
      : `Memory trend: LOOK FOR A LEAK (growth ${growth.toFixed(0)} MB against a budget of ` +
        `${budget.toFixed(0)} MB, final ${final.toFixed(0)} MB against a median of ${steady.toFixed(0)} MB)`,
  ];
}
