import { baseRate, GROUPS, logit, sigmoid, weightWithout, type Taste } from './taste-model.ts';

/** Fewer swipes than this say too little about which attributes matter; the scales stay 1. */
const MIN_SWIPES = 8;
/** How strongly each scale is held to 1, in (decayed) swipes' worth of evidence. */
const SCALE_PRIOR = 4;
/** A group never counts less than a quarter or more than three times its usual weight. */
const SCALE_MIN = 0.25;
const SCALE_MAX = 3;
const NEWTON_STEPS = 6;

/**
 * How much each attribute group counts for this person (docs/deck-ranking.md#which-attributes-matter):
 * a logistic regression of their swipes on what each group's weight foretold of that swipe
 * (worked out without the swipe itself), held towards 1 by a prior. Someone who loves one borough
 * whatever the category ends with the borough counting more and the category less, and the other
 * way round. At most 150 swipes and ten unknowns: a fraction of a millisecond.
 */
export function fitGroupScale(t: Taste) {
  const n = t.history.length;
  if (n < MIN_SWIPES) return;
  const dims = GROUPS.length + 1;
  const x = new Float64Array(n * dims);
  const y = new Float64Array(n);
  const w = new Float64Array(n);
  t.history.forEach((h, i) => {
    x[i * dims] = 1;
    for (const { group, key } of h.values) {
      x[i * dims + 1 + GROUPS.indexOf(group)]! += weightWithout(t, group, key, h.liked, h.weight);
    }
    y[i] = h.weight === 0 ? 0 : h.liked / h.weight;
    w[i] = h.weight;
  });
  const theta = new Float64Array(dims).fill(1);
  theta[0] = logit(baseRate(t));
  const gradient = new Float64Array(dims);
  const hessian = new Float64Array(dims * dims);
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    gradient.fill(0);
    hessian.fill(0);
    for (let i = 0; i < n; i += 1) {
      const row = i * dims;
      let z = 0;
      for (let k = 0; k < dims; k += 1) z += theta[k]! * x[row + k]!;
      const p = sigmoid(z);
      const g = w[i]! * (p - y[i]!);
      const h = w[i]! * p * (1 - p);
      for (let a = 0; a < dims; a += 1) {
        const xa = x[row + a]!;
        if (xa === 0) continue;
        gradient[a]! += g * xa;
        for (let b = a; b < dims; b += 1) hessian[a * dims + b]! += h * xa * x[row + b]!;
      }
    }
    for (let a = 0; a < dims; a += 1) {
      for (let b = 0; b < a; b += 1) hessian[a * dims + b] = hessian[b * dims + a]!;
    }
    for (let k = 1; k < dims; k += 1) {
      gradient[k]! += SCALE_PRIOR * (theta[k]! - 1);
      hessian[k * dims + k]! += SCALE_PRIOR;
    }
    // The intercept has no prior; a touch of one keeps a person who loved nothing solvable.
    hessian[0]! += 1e-3;
    const delta = solveLinear(hessian, gradient, dims);
    if (!delta) return;
    for (let k = 0; k < dims; k += 1) theta[k]! -= delta[k]!;
  }
  if (!theta.every(Number.isFinite)) return;
  GROUPS.forEach((group, k) => {
    t.scale[group] = Math.min(SCALE_MAX, Math.max(SCALE_MIN, theta[k + 1]!));
  });
  t.weights.clear();
}

/** `a · x = b` (`a` row-major, n × n) by Gaussian elimination with partial pivoting; null when singular. */
function solveLinear(a: Float64Array, b: Float64Array, n: number): Float64Array | null {
  const m = new Float64Array(n * (n + 1));
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) m[r * (n + 1) + c] = a[r * n + c]!;
    m[r * (n + 1) + n] = b[r]!;
  }
  const at = (r: number, c: number) => m[r * (n + 1) + c]!;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(at(r, col)) > Math.abs(at(pivot, col))) pivot = r;
    if (Math.abs(at(pivot, col)) < 1e-12) return null;
    if (pivot !== col) {
      for (let c = 0; c <= n; c += 1) {
        const kept = at(col, c);
        m[col * (n + 1) + c] = at(pivot, c);
        m[pivot * (n + 1) + c] = kept;
      }
    }
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = at(r, col) / at(col, col);
      if (f === 0) continue;
      for (let c = col; c <= n; c += 1) m[r * (n + 1) + c]! -= f * at(col, c);
    }
  }
  const out = new Float64Array(n);
  for (let r = 0; r < n; r += 1) out[r] = at(r, n) / at(r, r);
  return out;
}
