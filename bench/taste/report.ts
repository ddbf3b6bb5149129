import type { BandRow } from './bands.ts';
import type { Family, WorldMix } from './families.ts';
import { capture, mean, spread, twiceSoonest, type Spread } from './score.ts';
import { SEED_SETS, type SeedSet } from './seed-sets.ts';

/** One world's outcome. */
export interface SeedResult {
  seed: number;
  events: number;
  /** What the world drew from its family: each component's share of groups and strength. */
  mix: Omit<WorldMix, 'family'>;
  rows: BandRow[];
  /** People who saw one category in more than half of some 10 cards in a row. */
  crowded: number;
  most: number;
  seconds: number;
}

export interface RunShape {
  set: SeedSet;
  seeds: readonly number[];
  groups: number;
  perGroup: number;
  later: number;
  swipes: number;
  coldStartRow: number;
}

export interface FamilySummary {
  family: Family;
  rows: BandRow[];
  /** Capture of cards 21–60 of everyone, over the seeds. */
  late: Spread;
  /** Capture of the cold-start row, over the seeds. */
  cold: Spread;
  crowded: number;
  most: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const two = (x: number) => x.toFixed(2);
const rowCapture = (r: BandRow) => capture(r.deck, r.random, r.best);

/** Only a run of every held-out seed judges the targets; anything else guides. */
export const isVerdict = (shape: RunShape) =>
  shape.set === 'held-out' && shape.seeds.length === SEED_SETS['held-out'].length;

export function describeSet(shape: RunShape): string {
  const all = SEED_SETS[shape.set];
  const which = `${shape.set} seeds ${shape.seeds.join(', ')}`;
  return shape.seeds.length === all.length
    ? which
    : `${which} (the first ${shape.seeds.length} of ${all.length})`;
}

/** Each band's means over the seeds (every seed has as many people). */
function meanRows(perSeed: readonly BandRow[][]): BandRow[] {
  return perSeed[0]!.map((first, b) => {
    const at = perSeed.map((rows) => rows[b]!);
    return {
      band: first.band,
      deck: mean(at.map((r) => r.deck)),
      random: mean(at.map((r) => r.random)),
      soonest: mean(at.map((r) => r.soonest)),
      best: mean(at.map((r) => r.best)),
    };
  });
}

const spreadCells = (s: Spread, format: (x: number) => string) =>
  `${format(s.mean)} | ${format(s.sd)} | ${format(s.min)}–${format(s.max)}`;

/** Prints one family's tables and returns what the targets are judged on. */
export function printFamily(
  family: Family,
  runs: readonly SeedResult[],
  shape: RunShape,
): FamilySummary {
  const rows = meanRows(runs.map((r) => r.rows));
  const people = shape.groups * (shape.perGroup + shape.later);
  console.log(
    `\n## ${family.name} — ${describeSet(shape)}\n\n` +
      `${shape.groups * shape.perGroup} people in ${shape.groups} groups, then ${shape.groups * shape.later} more; ` +
      `${shape.swipes} swipes each; ${Math.round(mean(runs.map((r) => r.events)))} events on average.\n`,
  );
  console.log(
    '| cards | deck | random | soonest-first | best possible | capture | deck ÷ soonest |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.band} | ${pct(r.deck)} | ${pct(r.random)} | ${pct(r.soonest)} | ${pct(r.best)} | ` +
        `${two(rowCapture(r))} | ${two(r.deck / r.soonest)}× |`,
    );
  }
  const perSeed = (value: (r: SeedResult) => number, format: (x: number) => string) =>
    runs.map((r) => `${r.seed}: ${format(value(r))}`).join(' · ');
  const lateOf = (r: SeedResult) => rowCapture(r.rows.at(-1)!);
  const coldOf = (r: SeedResult) => rowCapture(r.rows[shape.coldStartRow]!);
  const timesOf = (r: SeedResult) => r.rows.at(-1)!.deck / r.rows.at(-1)!.soonest;
  const late = spread(runs.map(lateOf));
  const cold = spread(runs.map(coldOf));
  console.log('\n| over the seeds | mean | sd | min–max | per seed |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| capture, 21–60 of everyone | ${spreadCells(late, two)} | ${perSeed(lateOf, two)} |`,
  );
  console.log(
    `| capture, ${rows[shape.coldStartRow]!.band} | ${spreadCells(cold, two)} | ${perSeed(coldOf, two)} |`,
  );
  const times = (x: number) => `${two(x)}×`;
  console.log(
    `| deck ÷ soonest-first, 21–60 | ${spreadCells(spread(runs.map(timesOf)), times)} | ${perSeed(timesOf, times)} |`,
  );
  const crowded = runs.reduce((sum, r) => sum + r.crowded, 0);
  const most = Math.max(...runs.map((r) => r.most));
  console.log(
    `\nVariety: ${crowded} of ${people * runs.length} people saw one category in more than half of ` +
      `some 10 cards in a row; the most was ${most} of 10.`,
  );
  return { family, rows, late, cold, crowded, most };
}

/** The targets of docs/deck-ranking.md#measuring-how-well-it-learns, per family. */
export function printTargets(summaries: readonly FamilySummary[], shape: RunShape) {
  const verdict = isVerdict(shape);
  const judge = (ok: boolean) => (verdict ? (ok ? 'met' : 'NOT met') : ok ? 'reached' : 'short');
  console.log(
    verdict
      ? `\n## Targets — ${describeSet(shape)}: the verdict\n`
      : `\n## Targets — ${describeSet(shape)}: a guide, not a verdict (only a run of every held-out seed judges)\n`,
  );
  console.log(
    '| family | 21–60 capture ≥ 0.60 | 21–60 ≥ 2× soonest-first | later joiners 1–10 capture ≥ 0.30 | variety ≤ 5 of 10 |',
  );
  console.log('|---|---|---|---|---|');
  for (const s of summaries) {
    const twice = twiceSoonest(s.rows.at(-1)!);
    const twiceCell = verdict
      ? twice
      : twice.replace(/^NOT met$/, 'short').replace(/^met$/, 'reached');
    console.log(
      `| ${s.family.name} | ${two(s.late.mean)}: ${judge(s.late.mean >= 0.6)} | ${twiceCell} | ` +
        `${two(s.cold.mean)}: ${judge(s.cold.mean >= 0.3)} (${s.rows[shape.coldStartRow]!.band}) | ` +
        `${judge(s.crowded === 0)} (most ${s.most}) |`,
    );
  }
}
