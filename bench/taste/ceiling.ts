import { seededRandom } from '../random.ts';
import type { CatalogueEvent } from './catalogue.ts';
import { FAMILIES } from './families.ts';
import type { Person } from './people.ts';
import { seedSetOf, seedsOf } from './seed-sets.ts';
import { actionFor } from './simulate.ts';
import { capture, mean, spread } from './score.ts';
import { tasteLogit, type Swiped } from './taste.ts';
import { makeWorld, type World } from './world.ts';

/**
 * npm run bench:taste:ceiling — how far any deck could get on the taste worlds, in process,
 * without the server (docs/deck-ranking.md#how-far-a-deck-could-get-on-these-worlds-2026-12-03). People swipe
 * in turn, each next card the best unseen one by the order (no more than 5 of a category in 10):
 * - group oracle: the group's true taste, as if everyone's swipes had revealed it exactly;
 * - pooled tokens: each person's love rate per token of the event (title words, act, venue,
 *   place, time, price, lead), a Beta–Bernoulli estimate whose prior is the rate of the people
 *   weighted as like them, either the true group (groups known) or by the cosine of their
 *   per-token profiles (neighbours found); naive Bayes over the tokens, damped by γ.
 * Env: CEILING_SET (held-out by default; the settings were chosen on tuning), CEILING_SEEDS,
 * CEILING_FAMILY, CEILING_GRID ("m=8,b=1,gamma=0.3,k=2;…").
 */

const SWIPES = 60;
const size = { groups: 6, perGroup: 6, later: 2 };
const set = seedSetOf(process.env.CEILING_SET ?? 'held-out');
const seeds = seedsOf(
  set,
  process.env.CEILING_SEEDS ? Number(process.env.CEILING_SEEDS) : undefined,
);

type Scorer = {
  score: (p: Person, e: CatalogueEvent, at: number) => number;
  learn: (p: Person, e: CatalogueEvent, action: 'liked' | 'maybe' | 'passed') => void;
};

const STOP = new Set(['the', 'and', 'with', 'at', 'a', 'an', 'of', 'in', 'on', 'for', 'night']);
function tokensOf(e: CatalogueEvent): string[] {
  const words = `${e.title} ${e.description.split('.')[0]}`
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  const hour = e.start.hour;
  const priceBand = e.price === 0 ? 0 : e.price < 15 ? 1 : e.price < 30 ? 2 : e.price < 60 ? 3 : 4;
  const leadBand = e.daysAhead <= 2 ? 0 : e.daysAhead <= 7 ? 1 : e.daysAhead <= 20 ? 2 : 3;
  return [
    ...new Set(words.map((w) => `w:${w}`)),
    `perf:${e.performer ?? '-'}`,
    `venue:${e.venue.name}`,
    `cat:${e.category}`,
    `nb:${e.venue.neighborhood}`,
    `boro:${e.venue.borough}`,
    `part:${hour < 12 ? 0 : hour < 17 ? 1 : hour < 21 ? 2 : 3}`,
    `wkend:${e.weekend}`,
    `wdpart:${e.weekend}:${hour < 17 ? 0 : 1}`,
    `price:${priceBand}`,
    `lead:${leadBand}`,
  ];
}

const LABEL = { liked: 1, maybe: 0.5, passed: 0 } as const;
const logit = (p: number) => Math.log(p / (1 - p));

interface Stats {
  n: number;
  l: number;
  tok: Map<string, { n: number; l: number }>;
}

function tokenNB(
  world: World,
  h: { m: number; b: number; gamma: number; k: number },
  knowsGroups = false,
): Scorer {
  const groupOf = new Map(world.people.map((p) => [p.name, p.group]));
  const stats = new Map<string, Stats>();
  const tokens = new Map<string, string[]>();
  for (const e of world.catalogue.events) tokens.set(e.key, tokensOf(e));
  const statsOf = (p: Person) => {
    let s = stats.get(p.name);
    if (!s) stats.set(p.name, (s = { n: 0, l: 0, tok: new Map() }));
    return s;
  };
  // Per-person similarity weights, recomputed once per swipe of that person.
  const weights = new Map<string, Map<string, number>>();
  const rateOf = (s: Stats) => (s.l + 1) / (s.n + 8);
  function profile(s: Stats): Map<string, number> {
    const r = rateOf(s);
    const z = new Map<string, number>();
    for (const [t, c] of s.tok) z.set(t, (c.l - r * c.n) / Math.sqrt(c.n * r * (1 - r) + 1));
    return z;
  }
  function similarity(a: Map<string, number>, b: Map<string, number>): number {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (const [t, x] of a) {
      na += x * x;
      const y = b.get(t);
      if (y !== undefined) dot += x * y;
    }
    for (const y of b.values()) nb += y * y;
    return na && nb ? dot / Math.sqrt(na * nb) : 0;
  }
  function groupWeights(p: Person) {
    return new Map(
      [...stats.keys()]
        .filter((n) => n !== p.name)
        .map((n) => [n, groupOf.get(n) === p.group ? 1 : 0.02] as const),
    );
  }
  function refresh(p: Person) {
    const me = profile(statsOf(p));
    const w = new Map<string, number>();
    for (const [name, s] of stats) {
      if (name === p.name || s.n === 0) continue;
      w.set(
        name,
        knowsGroups
          ? groupOf.get(name) === p.group
            ? 1
            : 0.02
          : 0.02 + Math.max(0, similarity(me, profile(s))) ** h.k,
      );
    }
    weights.set(p.name, w);
  }
  // Pooled neighbour excess per token, cached per person between swipes.
  const pooled = new Map<string, Map<string, { n: number; excess: number }>>();
  function pooledOf(p: Person) {
    let pool = pooled.get(p.name);
    if (pool) return pool;
    pool = new Map();
    const w =
      weights.get(p.name) ??
      (knowsGroups ? groupWeights(p) : null) ??
      new Map([...stats.keys()].filter((n) => n !== p.name).map((n) => [n, 1] as const));
    for (const [name, wt] of w) {
      const s = stats.get(name)!;
      const r = rateOf(s);
      for (const [t, c] of s.tok) {
        const cur = pool.get(t) ?? { n: 0, excess: 0 };
        cur.n += wt * c.n;
        // Their loves on t relative to their own base rate, as a ratio of rates.
        cur.excess += wt * (c.l / r);
        pool.set(t, cur);
      }
    }
    pooled.set(p.name, pool);
    return pool;
  }
  return {
    score(p, e) {
      const s = statsOf(p);
      const r = rateOf(s);
      const pool = pooledOf(p);
      let x = logit(r);
      for (const t of tokens.get(e.key)!) {
        const nbr = pool.get(t);
        // Neighbours' lift for t as a rate for this person, shrunk to r by b pseudo-swipes.
        const nbRate = nbr ? (r * nbr.excess + h.b * r) / (nbr.n + h.b) : r;
        const mine = s.tok.get(t);
        const prior = Math.min(0.98, Math.max(0.005, nbRate));
        const pt = ((mine?.l ?? 0) + h.m * prior) / ((mine?.n ?? 0) + h.m);
        x += h.gamma * (logit(Math.min(0.99, Math.max(0.002, pt))) - logit(r));
      }
      return x;
    },
    learn(p, e, action) {
      const s = statsOf(p);
      const y = LABEL[action];
      s.n += 1;
      s.l += y;
      for (const t of tokens.get(e.key)!) {
        const c = s.tok.get(t) ?? { n: 0, l: 0 };
        c.n += 1;
        c.l += y;
        s.tok.set(t, c);
      }
      refresh(p);
      pooled.clear();
    },
  };
}

const groupOracle = (): Scorer => ({
  score: (p, e, at) => tasteLogit(p.groupTaste, e, at),
  learn: () => {},
});
/** Capture of cards 21–60 (all) and 1–10 (later joiners), people swiping in turn. */
function run(world: World, scorer: Scorer): { late: number; cold: number } {
  const dice = seededRandom(world.diceSeed);
  const events = world.catalogue.events;
  const results: { person: Person; got: number[] }[] = [];
  for (const later of [false, true]) {
    const people = world.people.filter((p) => p.later === later);
    const seen = people.map(() => new Set<string>());
    const recent: Swiped[][] = people.map(() => []);
    const got: number[][] = people.map(() => []);
    const cats: string[][] = people.map(() => []);
    for (let at = 0; at < SWIPES; at += 1) {
      for (const [i, p] of people.entries()) {
        const last = cats[i]!.slice(-9);
        let best: CatalogueEvent | null = null;
        let bestScore = -Infinity;
        for (const e of events) {
          if (seen[i]!.has(e.key)) continue;
          if (last.filter((c) => c === e.category).length >= 5) continue;
          const sc = scorer.score(p, e, at);
          if (sc > bestScore) {
            bestScore = sc;
            best = e;
          }
        }
        const e = best!;
        seen[i]!.add(e.key);
        const chance = p.chance(e, at, recent[i]);
        const action = actionFor(dice, chance, p.taste.maybe);
        scorer.learn(p, e, action);
        recent[i]!.push({ event: e, loved: action === 'liked' });
        got[i]!.push(chance);
        cats[i]!.push(e.category);
      }
    }
    people.forEach((person, i) => results.push({ person, got: got[i]! }));
  }
  const captures = (band: [number, number], who: (p: Person) => boolean) =>
    mean(
      results
        .filter((r) => who(r.person))
        .map(({ person, got }) => {
          const at = band[0] - 1;
          const all = events.map((e) => person.chance(e, at));
          const rnd = mean(all);
          const n = band[1] - band[0] + 1;
          const top = mean([...all].sort((a, b) => b - a).slice(0, n));
          return capture(mean(got.slice(band[0] - 1, band[1])), rnd, top);
        }),
    );
  return { late: captures([21, 60], () => true), cold: captures([1, 10], (p) => p.later) };
}

/** Chosen on tuning seeds 1–2 among {m, b, γ, k} = (4, 4, 0.5, 2), (2, 2, 1, 1), (8, 1, 0.3, 2). */
const POOLED = { m: 8, b: 1, gamma: 0.3, k: 2 };
const grid = process.env.CEILING_GRID
  ? process.env.CEILING_GRID.split(';').map(
      (spec) =>
        Object.fromEntries(
          spec
            .split(',')
            .map((kv) => kv.split('='))
            .map(([k, v]) => [k, Number(v)]),
        ) as typeof POOLED,
    )
  : [POOLED];
const only = process.env.CEILING_FAMILY?.split(',');
console.log(`${set} seeds ${seeds.join(', ')}; capture mean (sd, min–max) over the seeds\n`);
console.log('| family | order | cards 21–60 | later joiners 1–10 |');
console.log('|---|---|---|---|');
for (const family of FAMILIES) {
  if (only && !only.includes(family.id)) continue;
  const worlds = seeds.map((seed) => makeWorld(family, seed, size));
  const line = (name: string, make: (w: World) => Scorer) => {
    const rs = worlds.map((w) => run(w, make(w)));
    const show = (xs: number[]) => {
      const s = spread(xs);
      return `${s.mean.toFixed(2)} (sd ${s.sd.toFixed(2)}, ${s.min.toFixed(2)}–${s.max.toFixed(2)})`;
    };
    console.log(
      `| ${family.id} | ${name} | ${show(rs.map((r) => r.late))} | ${show(rs.map((r) => r.cold))} |`,
    );
  };
  line('group oracle', groupOracle);
  for (const h of grid) {
    line(`pooled tokens, groups known ${JSON.stringify(h)}`, (w) => tokenNB(w, h, true));
    line(`pooled tokens, neighbours found ${JSON.stringify(h)}`, (w) => tokenNB(w, h));
  }
}
