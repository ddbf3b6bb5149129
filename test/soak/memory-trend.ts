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
