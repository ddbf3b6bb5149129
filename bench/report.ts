import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CleanupMeasurement } from './cleanup.bench.ts';
import type { ImportMeasurement } from './csv-import.bench.ts';
import type { Dataset } from './dataset.ts';
import type { PlanCheck } from './explain.ts';
import { medianByScenario, type LoadSettings, type Measurement } from './load.ts';
import type { PgliteMeasurement } from './pglite.bench.ts';
import { repoRoot } from './server.ts';

/** One budget-table row (`targets` below); `pass` is null when the run could not measure it. */
export interface Target {
  scenario: string;
  measure: string;
  goal: string;
  value: string;
  pass: boolean | null;
}

export interface BenchResults {
  dataset: Dataset;
  load: LoadSettings;
  /** Every run of every round; the tables use the median per scenario. */
  measurements: Measurement[];
  rounds: number;
  plans: PlanCheck[];
  csv?: ImportMeasurement;
  cleanup?: CleanupMeasurement;
  pglite?: PgliteMeasurement;
  /** Why a scenario group was not measured, by group. */
  skipped: Record<string, string>;
  /** Groups were left out on purpose (--skip): the run must not stand in for the day's full one. */
  partial: boolean;
  /** os.loadavg() when the measurements started and when they ended. */
  loadAverage: { start: number[]; end: number[] };
}

const ratio = (n: number) => `${n.toFixed(3)}×`;
const ms = (n: number) => `${n} ms`;

function targets(r: BenchResults, m: Map<string, Measurement>): Target[] {
  const rows: Target[] = [];
  const add = (
    scenario: string,
    measure: string,
    goal: string,
    compute: () => { value: string; pass: boolean } | undefined,
  ) => {
    let outcome: { value: string; pass: boolean } | undefined;
    try {
      outcome = compute();
    } catch {
      outcome = undefined;
    }
    rows.push({ scenario, measure, goal, ...(outcome ?? { value: 'not measured', pass: null }) });
  };
  const get = (name: string) => {
    const found = m.get(name);
    if (!found) throw new Error(`No measurement for ${name}`);
    return found;
  };
  const atLeast = (value: number, min: number) => ({ value: ratio(value), pass: value >= min });
  const rpsOver = (a: string, b: string, min: number) => () =>
    atLeast(get(a).rps / get(b).rps, min);
  const p99Within = (name: string, max: number) => () => ({
    value: ms(get(name).p99),
    pass: get(name).p99 <= max,
  });

  add('app hello', 'req/s × bare node:http', '≥ 0.5', rpsOver('hello', 'node-hello', 0.5));
  add('primary-key read, signed in', 'req/s × app hello', '≥ 0.4', rpsOver('pk', 'hello', 0.4));
  add('hot list', 'req/s × primary-key read', '≥ 1.0', rpsOver('hot', 'pk', 1));
  add('unseen, new user', 'req/s × app hello', '≥ 0.15', rpsOver('unseen-new', 'hello', 0.15));
  add('unseen, new user', 'p99, 1 connection', '≤ 8 ms', p99Within('unseen-new/1conn', 8));
  add(
    'unseen, 100k-swipe user',
    'req/s × new user',
    '≥ 0.8',
    rpsOver('unseen-heavy', 'unseen-new', 0.8),
  );
  add(
    'unseen, 100k-swipe user',
    'p99, 1 connection',
    '≤ 10 ms',
    p99Within('unseen-heavy/1conn', 10),
  );
  add('swipe write', 'req/s × app hello', '≥ 0.15', rpsOver('swipe', 'hello', 0.15));
  add('swipe write', 'p99, 1 connection', '≤ 6 ms', p99Within('swipe/1conn', 6));
  add('any scenario above', 'worst p99, 50 connections', '≤ 100 ms', () => {
    const worst = ['hello', 'pk', 'hot', 'unseen-new', 'unseen-heavy', 'swipe']
      .map(get)
      .reduce((a, b) => (b.p99 > a.p99 ? b : a));
    return { value: `${ms(worst.p99)} (${worst.name})`, pass: worst.p99 <= 100 };
  });
  add(
    'search, common words and filters',
    'req/s × primary-key read',
    '≥ 0.25',
    rpsOver('search', 'pk', 0.25),
  );
  for (const [name, label] of [
    ['search', 'search, common words and filters'],
    ['search-rare', 'search, a rare word'],
    ['search-none', 'search, no match (typo fallback)'],
  ] as const) {
    add(label, 'p99, 1 connection', '≤ 50 ms', p99Within(`${name}/1conn`, 50));
  }
  add('search, any words', 'worst p99, 50 connections', '≤ 250 ms', () => {
    const worst = ['search', 'search-rare', 'search-none']
      .map(get)
      .reduce((a, b) => (b.p99 > a.p99 ? b : a));
    return { value: `${ms(worst.p99)} (${worst.name})`, pass: worst.p99 <= 250 };
  });
  add(
    'event-database page 5,000',
    'p99, 1 connection',
    '≤ 20 ms',
    p99Within('event-db-page-5000/1conn', 20),
  );
  add('CSV import, 50k rows', 'rows/s × raw COPY', '≥ 0.6', () =>
    r.csv ? atLeast(r.csv.apiRowsPerSecond / r.csv.copyRowsPerSecond, 0.6) : undefined,
  );
  add('unseen p99 during cleanup', 'p99 × quiet (1 connection)', '≤ 1.2', () => {
    if (!r.cleanup) return undefined;
    const value = r.cleanup.during.p99 / r.cleanup.quiet.p99;
    return {
      value: `${ratio(value)} (${r.cleanup.during.p99} vs ${r.cleanup.quiet.p99} ms)`,
      pass: value <= 1.2,
    };
  });
  add('PGlite', 'req/s × PostgreSQL, worst scenario', '≥ 0.3', () => {
    if (!r.pglite) return undefined;
    const native = new Map(r.pglite.postgres.map((x) => [x.name.split('/').slice(1).join('/'), x]));
    const worst = r.pglite.pglite
      .map((x) => {
        const name = x.name.split('/').slice(1).join('/');
        return { name, value: x.rps / native.get(name)!.rps };
      })
      .reduce((a, b) => (b.value < a.value ? b : a));
    return { value: `${ratio(worst.value)} (${worst.name})`, pass: worst.value >= 0.3 };
  });
  add('PGlite', 'warm start', '≤ 2 s', () =>
    r.pglite
      ? { value: `${r.pglite.warmStartSeconds} s`, pass: r.pglite.warmStartSeconds <= 2 }
      : undefined,
  );
  add('PGlite', 'first start, build included', '≤ 45 s', () =>
    r.pglite
      ? { value: `${r.pglite.firstStartSeconds} s`, pass: r.pglite.firstStartSeconds <= 45 }
      : undefined,
  );
  return rows;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');

function printScenarios(title: string, list: Measurement[], hello?: number, node?: number) {
  console.log(`\n${title}`);
  console.log(
    'scenario                      req/s   × hello    × node   p50 ms   p99 ms   max ms  non-2xx  timeouts',
  );
  for (const m of list) {
    const times = (base?: number) => (base ? (m.rps / base).toFixed(3) : '—');
    console.log(
      `${m.name.padEnd(28)}${pad(m.rps, 7)}${pad(times(hello), 10)}${pad(times(node), 10)}` +
        `${pad(m.p50, 9)}${pad(m.p99, 9)}${pad(m.max, 9)}${pad(m.non2xx, 9)}${pad(m.errors, 10)}`,
    );
  }
}

/** A summary small enough to commit: medians and outcomes, no per-round runs or plan text. */
function summary(r: BenchResults, medians: Measurement[], list: Target[]) {
  const brief = (m: Measurement) => ({
    name: m.name,
    connections: m.connections,
    rps: m.rps,
    p50: m.p50,
    p99: m.p99,
    non2xx: m.non2xx,
    errors: m.errors,
  });
  return {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: r.loadAverage },
    dataset: r.dataset.size,
    settings: {
      connections: r.load.connections,
      seconds: r.load.seconds,
      warmupSeconds: r.load.warmupSeconds,
      rounds: r.rounds,
    },
    scenarios: medians.map(brief),
    csv: r.csv,
    cleanup: r.cleanup && {
      quiet: brief(r.cleanup.quiet),
      during: brief(r.cleanup.during),
      cleanupSeconds: r.cleanup.cleanupSeconds,
      deleted: r.cleanup.deleted,
    },
    pglite: r.pglite && {
      ...r.pglite,
      postgres: r.pglite.postgres.map(brief),
      pglite: r.pglite.pglite.map(brief),
    },
    skipped: r.skipped,
    targets: list,
    plans: r.plans.map(({ plan: _plan, ...p }) => p),
  };
}

/**
 * Prints the scenario tables and the budget table (target, measured, PASS/MISS per row), writes
 * bench/results/<date>.json (the summary, small enough to commit; <date>-partial.json for a run
 * with groups left out, so it never replaces the day's full run) and latest.json (everything).
 */
export function report(r: BenchResults) {
  const medians = medianByScenario(r.measurements);
  const byName = new Map(medians.map((m) => [m.name, m]));
  const list = targets(r, byName);
  const { size } = r.dataset;
  const hello = byName.get('hello')?.rps;
  const node = byName.get('node-hello')?.rps;

  console.log(
    `\nSwipeNYC bench — ${size.events} events, ${size.users} users, ` +
      `${size.users * size.swipesPerUser + size.heavySwipes} swipes; ` +
      `${r.load.connections} connections, ${r.load.seconds} s per scenario` +
      `${r.rounds > 1 ? `, median of ${r.rounds} rounds` : ''} ` +
      `(load average 1/5/15 min at start ${fmtLoad(r.loadAverage.start)}, ` +
      `at end ${fmtLoad(r.loadAverage.end)})`,
  );
  printScenarios('PostgreSQL, full data set', medians, hello, node);
  if (r.cleanup)
    printScenarios('Cleanup (copy of the data set)', [r.cleanup.quiet, r.cleanup.during]);
  if (r.pglite) {
    const pgHello = r.pglite.postgres.find((m) => m.name.endsWith('/hello'))?.rps;
    printScenarios(
      'PostgreSQL vs PGlite, 50k events',
      [...r.pglite.postgres, ...r.pglite.pglite],
      pgHello,
      node,
    );
  }
  for (const [group, why] of Object.entries(r.skipped)) console.log(`\nSKIPPED ${group}: ${why}`);

  console.log(
    `\n${'scenario'.padEnd(30)}${'measure'.padEnd(36)}${'target'.padEnd(13)}${'measured'.padEnd(34)}result`,
  );
  for (const t of list) {
    const result = t.pass === null ? 'n/a' : t.pass ? 'PASS' : 'MISS';
    console.log(
      `${t.scenario.padEnd(30)}${t.measure.padEnd(36)}${t.goal.padEnd(13)}${t.value.padEnd(34)}${result}`,
    );
  }
  console.log(`${'web'.padEnd(30)}${'see npm run bench:web'.padEnd(36)}`);
  for (const p of r.plans) {
    console.log(
      `${`EXPLAIN ${p.name}`.padEnd(66)}${'no seq scan'.padEnd(13)}` +
        `${`${p.executionMs} ms, ${p.sharedBuffers} buffers${p.seqScans.length ? `, ${p.seqScans.join(', ')}` : ''}`.padEnd(34)}` +
        `${p.pass ? 'PASS' : 'MISS'}`,
    );
  }
  // Timeouts are a result (the route is too slow); error statuses mean the bench itself is off.
  const all = [
    ...medians,
    ...(r.cleanup ? [r.cleanup.quiet, r.cleanup.during] : []),
    ...(r.pglite ? [...r.pglite.postgres, ...r.pglite.pglite] : []),
  ];
  const broken = all.filter((m) => m.non2xx > 0);
  const slow = all.filter((m) => m.errors > 0);
  if (slow.length) {
    console.log(`\nWARNING: timeouts or socket errors in ${slow.map((m) => m.name).join(', ')}`);
  }
  if (broken.length) {
    console.log(`\nERROR: non-2xx answers in ${broken.map((m) => m.name).join(', ')}`);
  }

  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const compact = summary(r, medians, list);
  const file = path.join(dir, `${compact.at.slice(0, 10)}${r.partial ? '-partial' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(compact, null, 2)}\n`);
  const full = { ...compact, measurements: r.measurements, plans: r.plans };
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(full, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(repoRoot, file)} (and latest.json with every run)`);
  return { targets: list, failedRequests: broken.length > 0 };
}
