import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from '../admin-query.ts';
import { adminLogin, repoRoot, startServer } from '../server.ts';
import { catalogueCsv, generateCatalogue, type CatalogueEvent } from './catalogue.ts';
import { makePeople, TASTE_SETTINGS, type Person, type TasteSetting } from './people.ts';
import {
  bandMean,
  capture,
  FIRST_CARDS,
  LATER_CARDS,
  mean,
  mostOfOneCategory,
  twiceSoonest,
  type Band,
} from './score.ts';
import { simulateSwipes, type Dealt } from './simulate.ts';

/**
 * npm run bench:taste — how well the deck learns what people love (docs/deck-ranking.md).
 * For each hidden-taste setting and seed: the real server on a fresh database, a generated
 * catalogue imported through the admin CSV upload, groups of synthetic people with shared hidden
 * tastes swiping through the HTTP API, and the like chance of what they were dealt against a
 * random order, soonest-first and the best possible order for each person. The targets are judged
 * on the mean over the seeds: one seed's capture moves by a tenth with its first loves.
 * The group members start together on a deck nobody has swiped; then `TASTE_LATER` more of each
 * group join, as people join a product in use, on a deck the first ones taught
 * (docs/deck-ranking.md#measuring-how-well-it-learns).
 * Env: TASTE_EVENTS (1800), TASTE_GROUPS (6), TASTE_PER_GROUP (6), TASTE_LATER (2, 0 for none),
 * TASTE_SWIPES (60), TASTE_SEED (1, the first seed), TASTE_SEEDS (12, how many), TASTE_PORT (3950),
 * TASTE_DATABASE_URL (unset: the embedded database).
 */

const num = (name: string, fallback: number, least = 1) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < least) throw new Error(`${name} must be an integer ≥ ${least}`);
  return n;
};
const EVENTS = num('TASTE_EVENTS', 1800);
const GROUPS = num('TASTE_GROUPS', 6);
const PER_GROUP = num('TASTE_PER_GROUP', 6);
const SWIPES = num('TASTE_SWIPES', 60);
const LATER = num('TASTE_LATER', 2, 0);
const SEED = num('TASTE_SEED', 1);
const SEEDS = num('TASTE_SEEDS', 12);
const PORT = num('TASTE_PORT', 3950);
/**
 * A PostgreSQL server to run each world on, in a scratch database made and dropped here: the
 * same deck, about twice as fast as the embedded database, so more seeds fit in a run.
 */
const DATABASE_URL = process.env.TASTE_DATABASE_URL;

/** The chances a person would see in `order`, position by position. */
const chancesIn = (person: Person, order: readonly CatalogueEvent[]) =>
  order.slice(0, SWIPES).map((e) => person.likeChance(e));

interface Row {
  band: string;
  cards: Band;
  of: (person: Person) => boolean;
}
/** A band for those who started together and for those who joined later, apart. */
const byArrival = (cards: Band): Row[] => [
  { band: `${cards.from}–${cards.to}, first members`, cards, of: (p) => !p.later },
  { band: `${cards.from}–${cards.to}, joined later`, cards, of: (p) => p.later },
];
/**
 * The table's rows: which cards, of whom. A new person's first cards are judged on those who
 * joined once others had swiped, the cold start of a product in use; the first members met a
 * deck nobody had swiped, which a product meets once.
 */
const ROWS: readonly Row[] =
  LATER === 0
    ? [
        { band: '1–10', cards: FIRST_CARDS, of: () => true },
        { band: '21–60', cards: LATER_CARDS, of: () => true },
      ]
    : [
        ...byArrival(FIRST_CARDS),
        ...byArrival(LATER_CARDS),
        { band: '21–60', cards: LATER_CARDS, of: () => true },
      ];
/** The row the cold-start target is judged on. */
const COLD_START_ROW = LATER === 0 ? 0 : 1;

interface BandRow {
  band: string;
  deck: number;
  random: number;
  soonest: number;
  best: number;
}

function bandRows(dealt: readonly Dealt[], catalogue: readonly CatalogueEvent[]): BandRow[] {
  const soonestOrder = [...catalogue].sort((a, b) => a.start.toMillis() - b.start.toMillis());
  // Each person's chances over the catalogue once: most people are in three of the rows.
  const orders = dealt.map(({ person, chances }) => {
    const all = catalogue.map((e) => person.likeChance(e));
    return {
      person,
      deck: chances,
      random: mean(all),
      soonest: chancesIn(person, soonestOrder),
      best: [...all].sort((a, b) => b - a),
    };
  });
  return ROWS.map(({ band: name, cards, of }) => {
    const per = orders.filter((o) => of(o.person));
    return {
      band: name,
      deck: mean(per.map((p) => bandMean(p.deck, cards))),
      random: mean(per.map((p) => p.random)),
      soonest: mean(per.map((p) => bandMean(p.soonest, cards))),
      best: mean(per.map((p) => bandMean(p.best, cards))),
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function runSetting(setting: TasteSetting, index: number, seed: number) {
  const catalogue = generateCatalogue(seed * 7919, EVENTS);
  const byTitle = new Map(catalogue.map((e) => [e.title, e]));
  const people = makePeople(seed * 104_729 + index, setting, {
    groups: GROUPS,
    perGroup: PER_GROUP,
    later: LATER,
  });
  const scratch = DATABASE_URL ? new URL(DATABASE_URL) : null;
  const scratchName = `swipenyc_taste_${PORT}`;
  if (scratch) {
    scratch.pathname = `/${scratchName}`;
    await adminQuery(scratch.toString(), `DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
    await adminQuery(scratch.toString(), `CREATE DATABASE "${scratchName}"`);
  }
  const server = await startServer(scratch?.toString() ?? null, { port: PORT });
  try {
    const admin = await adminLogin(server.url);
    const form = new FormData();
    form.append('csv', new Blob([catalogueCsv(catalogue)], { type: 'text/csv' }), 'taste.csv');
    const upload = await fetch(`${server.url}/api/events/bulk-upload`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: form,
    });
    if (!upload.ok) throw new Error(`CSV import → ${upload.status} ${await upload.text()}`);
    const started = performance.now();
    const runId = randomBytes(3).toString('hex');
    const first = people.filter((p) => !p.later);
    const dealt = await simulateSwipes(server.url, first, byTitle, {
      swipes: SWIPES,
      seed: seed + index,
      runId,
    });
    if (LATER > 0) {
      const later = people.filter((p) => p.later);
      dealt.push(
        ...(await simulateSwipes(server.url, later, byTitle, {
          swipes: SWIPES,
          seed: (seed + index) * 7 + 1,
          runId,
        })),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = bandRows(dealt, catalogue);
    const most = Math.max(...dealt.map((d) => mostOfOneCategory(d.categories)));
    const crowded = dealt.filter((d) => mostOfOneCategory(d.categories) > 5).length;
    console.log(
      `${setting.name}, seed ${seed}: capture ${rows.map((r) => `${r.band} ${capture(r.deck, r.random, r.best).toFixed(2)}`).join(', ')} ` +
        `(${seconds.toFixed(0)} s)`,
    );
    return { seed, rows, crowded, most };
  } finally {
    await server.stop();
    if (scratch)
      await adminQuery(scratch.toString(), `DROP DATABASE "${scratchName}" WITH (FORCE)`);
  }
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

const seeds = Array.from({ length: SEEDS }, (_, i) => SEED + i);
const results = [];
for (const [i, setting] of TASTE_SETTINGS.entries()) {
  const runs = [];
  for (const seed of seeds) runs.push(await runSetting(setting, i, seed));
  const rows = meanRows(runs.map((r) => r.rows));
  const crowded = runs.reduce((sum, r) => sum + r.crowded, 0);
  const people = GROUPS * (PER_GROUP + LATER) * runs.length;
  console.log(
    `\n## ${setting.name} — ${GROUPS * PER_GROUP} people in ${GROUPS} groups, then ${GROUPS * LATER} more, ` +
      `${SWIPES} swipes each, ` +
      `${EVENTS} events; ${seeds.length === 1 ? `seed ${SEED}` : `mean of seeds ${SEED}–${SEED + SEEDS - 1}`}\n`,
  );
  console.log(
    '| cards | deck | random | soonest-first | best possible | capture | deck ÷ soonest | capture per seed |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [b, r] of rows.entries()) {
    const perSeed = runs.map(({ rows: own }) =>
      capture(own[b]!.deck, own[b]!.random, own[b]!.best),
    );
    console.log(
      `| ${r.band} | ${pct(r.deck)} | ${pct(r.random)} | ${pct(r.soonest)} | ${pct(r.best)} | ` +
        `${capture(r.deck, r.random, r.best).toFixed(2)} | ${(r.deck / r.soonest).toFixed(2)}× | ` +
        `${perSeed.map((c) => c.toFixed(2)).join(' · ')} |`,
    );
  }
  console.log(
    `\nVariety: ${crowded} of ${people} people saw one category in more than half of some 10 ` +
      `cards in a row; the most was ${Math.max(...runs.map((r) => r.most))} of 10.`,
  );
  results.push({ setting: setting.name, bands: rows, crowded, seeds: runs });
}

/** Each target of docs/deck-ranking.md#measuring-how-well-it-learns, per world: met or not. */
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log('\n## Targets\n');
console.log(
  '| world | 21–60 capture ≥ 0.60 | 21–60 ≥ 2× soonest-first | 1–10 capture ≥ 0.25 | variety ≤ 5 of 10 |',
);
console.log('|---|---|---|---|---|');
for (const r of results) {
  const later = r.bands.at(-1)!;
  const first = r.bands[COLD_START_ROW]!;
  console.log(
    `| ${r.setting} | ${verdict(capture(later.deck, later.random, later.best) >= 0.6)} | ` +
      `${twiceSoonest(later)} | ` +
      `${verdict(capture(first.deck, first.random, first.best) >= 0.25)} (${first.band}) | ${verdict(r.crowded === 0)} |`,
  );
}
const out = path.join(
  repoRoot,
  'bench',
  'results',
  `taste-${new Date().toISOString().slice(0, 10)}.json`,
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ events: EVENTS, groups: GROUPS, perGroup: PER_GROUP, swipes: SWIPES, later: LATER, seeds, results }, null, 2)}\n`,
);
console.log(`Saved ${path.relative(repoRoot, out)}`);
