/**
 * Online Bayesian probit regression with a Gaussian weight per feature, fitted by assumed-density
 * filtering: the method of Microsoft's AdPredictor (Graepel et al., ICML 2010), here with
 * real-valued features, soft labels and a slow drift (decision 020). One swipe is one update;
 * the posterior of every weight it touched is matched to a Gaussian again. Scores are drawn from
 * the posterior for exploration (Thompson sampling).
 */

/** One weight's posterior: mean, variance, the update count when last touched, loves seen. */
export type Weight = [mean: number, variance: number, step: number, loves: number];

export interface Feature {
  key: string;
  x: number;
}

/** A weight's value before any of this model's own evidence. */
export type PriorOf = (key: string) => { mean: number; variance: number };

export interface ProbitModel {
  weights: Map<string, Weight>;
  /** Updates applied: a weight's drift is counted from its `step`. */
  steps: number;
}

export interface ProbitSettings {
  /** Variance of the probit's noise: how unsure one swipe is of the taste behind it. */
  noise: number;
  /** Variance added to a weight per update it misses: how fast old evidence fades. */
  drift: number;
}

export const emptyModel = (): ProbitModel => ({ weights: new Map(), steps: 0 });

/** The weight's posterior now, its drift since last touched added, never wider than its prior. */
export function weightOf(model: ProbitModel, prior: PriorOf, key: string, s: ProbitSettings) {
  const w = model.weights.get(key);
  const p = prior(key);
  if (!w) return { mean: p.mean, variance: p.variance, loves: 0 };
  const variance = Math.min(p.variance, w[1] + s.drift * (model.steps - w[2]));
  return { mean: w[0], variance, loves: w[3] };
}

const SQRT2PI = Math.sqrt(2 * Math.PI);
const pdf = (t: number) => Math.exp(-0.5 * t * t) / SQRT2PI;

/** The standard normal CDF (Abramowitz–Stegun 26.2.17, error below 1e-7). */
export function cdf(t: number): number {
  const k = 1 / (1 + 0.2316419 * Math.abs(t));
  const poly =
    k *
    (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  const tail = pdf(t) * poly;
  return t >= 0 ? 1 - tail : tail;
}

/** v(t) = φ(t)/Φ(t), by its asymptote far in the tail where Φ underflows. */
function vOf(t: number): number {
  if (t < -30) return -t;
  const c = cdf(t);
  return c < 1e-300 ? -t : pdf(t) / c;
}

/** The score's mean and variance (noise included) under the model. */
export function predict(
  model: ProbitModel,
  prior: PriorOf,
  features: readonly Feature[],
  s: ProbitSettings,
) {
  let mean = 0;
  let variance = s.noise;
  for (const f of features) {
    const w = weightOf(model, prior, f.key, s);
    mean += f.x * w.mean;
    variance += f.x * f.x * w.variance;
  }
  return { mean, variance };
}

/** The chance of a love under the model: Φ(mean / sd). */
export function likeChance(
  model: ProbitModel,
  prior: PriorOf,
  features: readonly Feature[],
  s: ProbitSettings,
) {
  const p = predict(model, prior, features, s);
  return cdf(p.mean / Math.sqrt(p.variance));
}

/**
 * Learns from one swipe: `label` 1 for a love, 0 for a pass, ½ for a maybe. A soft label is the
 * mixture of the two outcomes' posteriors, matched to one Gaussian per weight (the same moment
 * matching ADF does for a hard label).
 */
export function update(
  model: ProbitModel,
  prior: PriorOf,
  features: readonly Feature[],
  label: number,
  s: ProbitSettings,
  /** False for what the person said rather than did (a pick): it is no love to tell of. */
  countLove = true,
) {
  const current = features.map((f) => ({ f, ...weightOf(model, prior, f.key, s) }));
  let mean = 0;
  let total = s.noise;
  for (const c of current) {
    mean += c.f.x * c.mean;
    total += c.f.x * c.f.x * c.variance;
  }
  const sd = Math.sqrt(total);
  const outcome = (y: 1 | -1) => {
    const t = (y * mean) / sd;
    const v = vOf(t);
    return { y, v, w: v * (v + t) };
  };
  const outcomes = [
    ...(label > 0 ? [{ share: label, ...outcome(1) }] : []),
    ...(label < 1 ? [{ share: 1 - label, ...outcome(-1) }] : []),
  ];
  model.steps += 1;
  for (const c of current) {
    const { x, key } = c.f;
    let m1 = 0;
    let m2 = 0;
    for (const o of outcomes) {
      const mu = c.mean + (o.y * x * c.variance * o.v) / sd;
      const va = c.variance * (1 - ((x * x * c.variance) / total) * o.w);
      m1 += o.share * mu;
      m2 += o.share * (va + mu * mu);
    }
    const variance = Math.max(1e-9, m2 - m1 * m1);
    model.weights.set(key, [
      m1,
      variance,
      model.steps,
      c.loves + (label === 1 && countLove ? 1 : 0),
    ]);
  }
}

/**
 * Keeps the `max` weights that carry the most evidence (precision gained over the prior); the
 * rest fall back to their prior. A person's model stays a bounded vector however long they swipe.
 */
export function prune(model: ProbitModel, prior: PriorOf, max: number, s: ProbitSettings) {
  if (model.weights.size <= max) return;
  const gain = (key: string) =>
    1 / weightOf(model, prior, key, s).variance - 1 / prior(key).variance;
  const kept = [...model.weights.keys()].sort((a, b) => gain(b) - gain(a)).slice(0, max);
  model.weights = new Map(kept.map((key) => [key, model.weights.get(key)!]));
}
