import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminLogin, repoRoot, startServer } from '../server.ts';
import { catalogueCsv, generateCatalogue, type CatalogueEvent } from './catalogue.ts';
import { makePeople, TASTE_SETTINGS, type Person, type TasteSetting } from './people.ts';
import { BANDS, bandMean, capture, mostOfOneCategory } from './score.ts';
import { simulateSwipes, type Dealt } from './simulate.ts';

/**
 * npm run bench:taste — how well the deck learns what people love (docs/deck-ranking.md).
 * For each hidden-taste setting: the real server on a fresh embedded database, a generated
 * catalogue imported through the admin CSV upload, groups of synthetic people with shared hidden
 * tastes swiping through the HTTP API, and the like chance of what they were dealt against a
 * random order, soonest-first and the best possible order for each person.
 * Env: TASTE_EVENTS (1800), TASTE_GROUPS (6), TASTE_PER_GROUP (6), TASTE_SWIPES (60),
 * TASTE_SEED (1), TASTE_PORT (3950).
 */

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const EVENTS = num('TASTE_EVENTS', 1800);
const GROUPS = num('TASTE_GROUPS', 6);
const PER_GROUP = num('TASTE_PER_GROUP', 6);
const SWIPES = num('TASTE_SWIPES', 60);
const SEED = num('TASTE_SEED', 1);
const PORT = num('TASTE_PORT', 3950);

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The chances a person would see in `order`, position by position. */
const chancesIn = (person: Person, order: readonly CatalogueEvent[]) =>
  order.slice(0, SWIPES).map((e) => person.likeChance(e));

interface BandRow {
  band: string;
  deck: number;
  random: number;
  soonest: number;
  best: number;
}

function bandRows(dealt: readonly Dealt[], catalogue: readonly CatalogueEvent[]): BandRow[] {
  const soonestOrder = [...catalogue].sort((a, b) => a.start.toMillis() - b.start.toMillis());
  return BANDS.map((band) => {
    const per = dealt.map(({ person, chances }) => {
      const all = catalogue.map((e) => person.likeChance(e));
      return {
        deck: bandMean(chances, band),
        random: mean(all),
        soonest: bandMean(chancesIn(person, soonestOrder), band),
        best: bandMean(
          [...all].sort((a, b) => b - a),
          band,
        ),
      };
    });
    return {
      band: `${band.from}–${band.to}`,
      deck: mean(per.map((p) => p.deck)),
      random: mean(per.map((p) => p.random)),
      soonest: mean(per.map((p) => p.soonest)),
      best: mean(per.map((p) => p.best)),
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function runSetting(setting: TasteSetting, index: number) {
  const catalogue = generateCatalogue(SEED * 7919, EVENTS);
  const byTitle = new Map(catalogue.map((e) => [e.title, e]));
  const people = makePeople(SEED * 104_729 + index, setting, GROUPS, PER_GROUP);
  const server = await startServer(null, { port: PORT });
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
    const dealt = await simulateSwipes(server.url, people, byTitle, {
      swipes: SWIPES,
      seed: SEED + index,
      runId: randomBytes(3).toString('hex'),
    });
    const seconds = (performance.now() - started) / 1000;
    const rows = bandRows(dealt, catalogue);
    console.log(
      `\n## ${setting.name} — ${people.length} people in ${GROUPS} groups, ${SWIPES} swipes each, ` +
        `${catalogue.length} events (${seconds.toFixed(0)} s)\n`,
    );
    console.log(
      '| cards | deck | random | soonest-first | best possible | capture | deck ÷ soonest |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.band} | ${pct(r.deck)} | ${pct(r.random)} | ${pct(r.soonest)} | ${pct(r.best)} | ` +
          `${capture(r.deck, r.random, r.best).toFixed(2)} | ${(r.deck / r.soonest).toFixed(2)}× |`,
      );
    }
    const crowded = dealt.filter((d) => mostOfOneCategory(d.categories) > 5).length;
    console.log(
      `\nVariety: ${crowded} of ${dealt.length} people saw one category in more than half of ` +
        `some 10 cards in a row; the most was ${Math.max(...dealt.map((d) => mostOfOneCategory(d.categories)))} of 10.`,
    );
    return { rows, crowded };
  } finally {
    await server.stop();
  }
}

const results = [];
for (const [i, setting] of TASTE_SETTINGS.entries()) {
  const { rows, crowded } = await runSetting(setting, i);
  results.push({ setting: setting.name, bands: rows, crowded });
}

/** Each target of docs/deck-ranking.md#measuring-how-well-it-learns, per world: met or not. */
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log('\n## Targets\n');
console.log(
  '| world | 21–60 capture ≥ 0.60 | 21–60 ≥ 2× soonest-first | 1–10 capture ≥ 0.25 | variety ≤ 5 of 10 |',
);
console.log('|---|---|---|---|---|');
for (const r of results) {
  const [first, later] = r.bands as [BandRow, BandRow];
  console.log(
    `| ${r.setting} | ${verdict(capture(later.deck, later.random, later.best) >= 0.6)} | ` +
      `${verdict(later.deck >= 2 * later.soonest)} | ` +
      `${verdict(capture(first.deck, first.random, first.best) >= 0.25)} | ${verdict(r.crowded === 0)} |`,
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
  `${JSON.stringify({ events: EVENTS, groups: GROUPS, perGroup: PER_GROUP, swipes: SWIPES, seed: SEED, results }, null, 2)}\n`,
);
console.log(`Saved ${path.relative(repoRoot, out)}`);
