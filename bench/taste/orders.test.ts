import { describe, expect, it } from 'vitest';
import { makeEvent } from './make-event.ts';
import { baselines } from './orders.ts';
import type { Person } from './people.ts';
import type { Taste } from './taste.ts';

/** A person whose chance is the event's appeal, or its price after swipe `driftAt`. */
const person = (driftAt: number | null): Person =>
  ({
    taste: { drift: driftAt === null ? null : { at: driftAt } } as Taste,
    chance: (e, at) => (driftAt !== null && at >= driftAt ? e.price : e.appeal),
  }) as Person;

const events = [0.1, 0.9, 0.5, 0.3, 0.7].map((appeal, i) =>
  makeEvent({ key: String(i), appeal, price: 1 - appeal }),
);
const soonest = [4, 3, 2, 1, 0];

describe('baseline orders', () => {
  it('without drift: best is the top chances, random their mean, soonest the catalogue by start', () => {
    const b = baselines(person(null), events, soonest, 3);
    expect(b.best).toEqual([0.9, 0.7, 0.5]);
    expect(b.random.map((x) => x.toFixed(2))).toEqual(['0.50', '0.50', '0.50']);
    expect(b.soonest).toEqual([0.7, 0.3, 0.5]);
  });

  it('judges each position by the taste in force, and the best order deals no card twice', () => {
    const b = baselines(person(2), events, soonest, 4);
    // Before the drift the highest appeal (0.9, 0.7); after it the highest 1 − appeal left (0.9, 0.7).
    expect(b.best.map((x) => x.toFixed(1))).toEqual(['0.9', '0.7', '0.9', '0.7']);
    expect(b.soonest.map((x) => x.toFixed(1))).toEqual(['0.7', '0.3', '0.5', '0.1']);
    expect(b.random.map((x) => x.toFixed(1))).toEqual(['0.5', '0.5', '0.5', '0.5']);
  });
});
