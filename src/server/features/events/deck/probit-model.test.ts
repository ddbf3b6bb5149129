import { describe, expect, it } from 'vitest';
import {
  cdf,
  emptyModel,
  likeChance,
  prune,
  update,
  weightOf,
  type PriorOf,
} from './probit-model.ts';

const s = { noise: 1, drift: 0 };
const prior: PriorOf = () => ({ mean: 0, variance: 1 });
const jazz = [
  { key: 'bias', x: 1 },
  { key: 'w:jazz', x: 1 },
];
const techno = [
  { key: 'bias', x: 1 },
  { key: 'w:techno', x: 1 },
];

describe('the probit model', () => {
  it('has the standard normal CDF', () => {
    expect(cdf(0)).toBeCloseTo(0.5, 7);
    expect(cdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(cdf(-3)).toBeCloseTo(0.0013499, 6);
  });

  it('learns a love of jazz and a pass of techno, and grows surer of both', () => {
    const m = emptyModel();
    for (let i = 0; i < 5; i++) {
      update(m, prior, jazz, 1, s);
      update(m, prior, techno, 0, s);
    }
    expect(likeChance(m, prior, jazz, s)).toBeGreaterThan(0.75);
    expect(likeChance(m, prior, techno, s)).toBeLessThan(0.25);
    expect(weightOf(m, prior, 'w:jazz', s).variance).toBeLessThan(0.5);
    expect(weightOf(m, prior, 'w:jazz', s).loves).toBe(5);
  });

  it('reads a maybe as half a love: between a love and a pass, its mean unmoved from zero', () => {
    const at = (label: number) => {
      const m = emptyModel();
      update(m, prior, jazz, label, s);
      return weightOf(m, prior, 'w:jazz', s).mean;
    };
    expect(at(1)).toBeGreaterThan(0);
    expect(at(0)).toBeLessThan(0);
    expect(at(0.5)).toBeCloseTo(0, 9);
  });

  it('lets an unused weight drift back towards its prior, never wider', () => {
    const m = emptyModel();
    update(m, prior, jazz, 1, { noise: 1, drift: 0.1 });
    const fresh = weightOf(m, prior, 'w:jazz', { noise: 1, drift: 0.1 }).variance;
    for (let i = 0; i < 3; i++) update(m, prior, techno, 0, { noise: 1, drift: 0.1 });
    const later = weightOf(m, prior, 'w:jazz', { noise: 1, drift: 0.1 }).variance;
    expect(later).toBeCloseTo(Math.min(1, fresh + 0.3), 9);
  });

  it('keeps the best-evidenced weights when pruned', () => {
    const m = emptyModel();
    for (let i = 0; i < 4; i++) update(m, prior, jazz, 1, s);
    update(m, prior, [{ key: 'w:once', x: 1 }], 1, s);
    prune(m, prior, 2, s);
    expect([...m.weights.keys()].sort()).toEqual(['bias', 'w:jazz']);
  });
});
