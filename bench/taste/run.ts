import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from '../admin-query.ts';
import { adminLogin, repoRoot, startServer } from '../server.ts';
import { bandRows, coldStartRow } from './bands.ts';
import { catalogueCsv } from './catalogue.ts';
import { familyById, FAMILIES, type Family } from './families.ts';
import { isVerdict, printFamily, printTargets, type RunShape, type SeedResult } from './report.ts';
import { capture, mostOfOneCategory } from './score.ts';
import { seedSetOf, seedsOf } from './seed-sets.ts';
import { simulateSwipes } from './simulate.ts';
import { makeWorld, type World } from './world.ts';

/**
 * npm run bench:taste — how well the deck learns what people love (docs/deck-ranking.md).
 * The deck is judged on hidden-taste worlds drawn at random from three families far broader than
 * the deck's model (world.ts): "what it is about" (sub-genres, acts and venues lead), "where and
 * when" (distance, the week's rhythm, lead time and price lead) and "everything at once" (with
 * drift and variety seekers). For each family and seed: the real server on a fresh database, the
 * world's catalogue imported through the admin CSV upload, its groups of people swiping through
 * the HTTP API one card each in turn, then the later joiners (two of each group) on a deck the
 * first ones taught; the chances of what they were dealt against a random order, soonest-first
 * and the best possible order for each person (orders.ts).
 *
 * Seed sets (seed-sets.ts): tuning seeds 1–6, for choosing methods and settings; held-out seeds
 * 1001–1010, never used for choosing, run to judge a deck whose methods are chosen. Only a run of
 * every held-out seed prints the targets as a verdict; the tuning set's table is a guide.
 *
 * Env: TASTE_SET (held-out | tuning; held-out), TASTE_SEEDS (only the set's first N),
 * TASTE_FAMILY (what | where-when | everything; all three), TASTE_EVENTS (unset: 1,800–2,100
 * drawn per world), TASTE_GROUPS (6), TASTE_PER_GROUP (6), TASTE_LATER (2, 0 for none),
 * TASTE_SWIPES (60), TASTE_PORT (3950), TASTE_DATABASE_URL (unset: the embedded database).
 * A run of whole sets of every family is saved under bench/results/; a narrower one is not.
 */

const num = (name: string, fallback: number, least = 1) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < least) throw new Error(`${name} must be an integer ≥ ${least}`);
  return n;
};
const optionalNum = (name: string) => (process.env[name] ? num(name, 1) : undefined);
const SET = seedSetOf(process.env.TASTE_SET ?? 'held-out');
const SEEDS = seedsOf(SET, optionalNum('TASTE_SEEDS'));
const ONLY = process.env.TASTE_FAMILY;
const RUN_FAMILIES = ONLY ? [familyById(ONLY)] : FAMILIES;
const EVENTS = optionalNum('TASTE_EVENTS');
const GROUPS = num('TASTE_GROUPS', 6);
const PER_GROUP = num('TASTE_PER_GROUP', 6);
const SWIPES = num('TASTE_SWIPES', 60);
const LATER = num('TASTE_LATER', 2, 0);
const PORT = num('TASTE_PORT', 3950);
/**
 * A PostgreSQL server to run each world on, in a scratch database made and dropped here: the
 * same deck, about twice as fast as the embedded database, so more seeds fit in a run.
 */
const DATABASE_URL = process.env.TASTE_DATABASE_URL;

const shape: RunShape = {
  set: SET,
  seeds: SEEDS,
  groups: GROUPS,
  perGroup: PER_GROUP,
  later: LATER,
  swipes: SWIPES,
  coldStartRow: coldStartRow(LATER),
};

async function importCatalogue(url: string, world: World) {
  const admin = await adminLogin(url);
  const form = new FormData();
  const csv = catalogueCsv(world.catalogue.events);
  form.append('csv', new Blob([csv], { type: 'text/csv' }), 'taste.csv');
  const upload = await fetch(`${url}/api/events/bulk-upload`, {
    method: 'POST',
    headers: { cookie: admin.cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`CSV import → ${upload.status} ${await upload.text()}`);
}

async function runWorld(family: Family, seed: number): Promise<SeedResult> {
  const started = performance.now();
  const world = makeWorld(family, seed, {
    groups: GROUPS,
    perGroup: PER_GROUP,
    later: LATER,
    events: EVENTS,
  });
  const byKey = new Map(world.catalogue.events.map((e) => [e.key, e]));
  const scratch = DATABASE_URL ? new URL(DATABASE_URL) : null;
  const scratchName = `swipenyc_taste_${PORT}`;
  if (scratch) {
    scratch.pathname = `/${scratchName}`;
    await adminQuery(scratch.toString(), `DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
    await adminQuery(scratch.toString(), `CREATE DATABASE "${scratchName}"`);
  }
  const server = await startServer(scratch?.toString() ?? null, { port: PORT });
  try {
    const importStarted = performance.now();
    await importCatalogue(server.url, world);
    const swipesStarted = performance.now();
    const runId = randomBytes(3).toString('hex');
    const swipe = (later: boolean, dice: number) =>
      simulateSwipes(
        server.url,
        world.people.filter((p) => p.later === later),
        byKey,
        { swipes: SWIPES, seed: dice, runId },
      );
    const dealt = await swipe(false, world.diceSeed);
    if (LATER > 0) dealt.push(...(await swipe(true, world.diceSeed + 1)));
    const swipeSeconds = (performance.now() - swipesStarted) / 1000;
    const rows = bandRows(dealt, world.catalogue.events, SWIPES, LATER);
    const most = Math.max(...dealt.map((d) => mostOfOneCategory(d.categories)));
    const crowded = dealt.filter((d) => mostOfOneCategory(d.categories) > 5).length;
    const seconds = (performance.now() - started) / 1000;
    const importSeconds = (swipesStarted - importStarted) / 1000;
    const loved = dealt.reduce((sum, d) => sum + d.loved, 0);
    const maybes = dealt.reduce((sum, d) => sum + d.maybes, 0);
    const cards = dealt.reduce((sum, d) => sum + d.chances.length, 0);
    const late = rows.at(-1)!;
    const cold = rows[shape.coldStartRow]!;
    const cap = (r: typeof late) => capture(r.deck, r.random, r.best).toFixed(2);
    console.log(
      `${family.name}, seed ${seed}: capture 21–60 ${cap(late)}, ${cold.band} ${cap(cold)}; ` +
        `${(late.deck / late.soonest).toFixed(2)}× soonest-first; ` +
        `${Math.round((100 * loved) / cards)} % loved, ${Math.round((100 * maybes) / cards)} % maybe ` +
        `(${seconds.toFixed(0)} s: server up in ${server.startSeconds.toFixed(0)} s, import ` +
        `${importSeconds.toFixed(0)} s, swipes ${swipeSeconds.toFixed(0)} s)`,
    );
    const { family: _family, ...mix } = world.mix;
    return { seed, events: world.catalogue.events.length, mix, rows, crowded, most, seconds };
  } finally {
    await server.stop();
    if (scratch)
      await adminQuery(scratch.toString(), `DROP DATABASE "${scratchName}" WITH (FORCE)`);
  }
}

console.log(`bench:taste on the ${describeRun()}${isVerdict(shape) ? '' : ' (not a verdict)'}\n`);
const summaries = [];
const results = [];
for (const family of RUN_FAMILIES) {
  const runs: SeedResult[] = [];
  for (const seed of SEEDS) runs.push(await runWorld(family, seed));
  summaries.push(printFamily(family, runs, shape));
  results.push({ family: family.id, runs });
}
printTargets(summaries, shape);
const seconds = results.flatMap((r) => r.runs.map((s) => s.seconds));
console.log(
  `\n${seconds.length} worlds in ${(seconds.reduce((a, b) => a + b, 0) / 60).toFixed(1)} minutes ` +
    `(${(seconds.reduce((a, b) => a + b, 0) / seconds.length).toFixed(0)} s a world).`,
);

function describeRun() {
  return `${SET} set: seeds ${SEEDS.join(', ')}; ${RUN_FAMILIES.map((f) => f.name).join(', ')}`;
}

if (!ONLY && SEEDS.length === seedsOf(SET).length) {
  const out = path.join(
    repoRoot,
    'bench',
    'results',
    `taste-${SET}-${new Date().toISOString().slice(0, 10)}.json`,
  );
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ set: SET, seeds: SEEDS, groups: GROUPS, perGroup: PER_GROUP, later: LATER, swipes: SWIPES, events: EVENTS ?? 'drawn', results }, null, 2)}\n`,
  );
  console.log(`Saved ${path.relative(repoRoot, out)}`);
}
