import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Dataset } from './dataset.ts';
import type { PlanCheck } from './explain.ts';
import { medianByScenario, type LoadSettings, type Measurement } from './load.ts';
import { repoRoot } from './server.ts';

export interface Target {
  name: string;
  value: number;
  unit: string;
  goal: string;
  pass: boolean;
}

function targets(m: Record<string, Measurement>): Target[] {
  const get = (name: string) => {
    const found = m[name];
    if (!found) throw new Error(`No measurement for ${name}`);
    return found;
  };
  const hello = get('hello');
  const fresh = get('unseen-new');
  const heavy = get('unseen-heavy');
  const swipe = get('swipe');
  const hot = get('hot');
  const pk = get('pk');
  const freshAlone = get('unseen-new/1conn');
  const heavyAlone = get('unseen-heavy/1conn');
  const swipeAlone = get('swipe/1conn');
  const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
  const atMost = (name: string, value: number, unit: string, max: number): Target => ({
    name,
    value: round(value),
    unit,
    goal: `≤ ${max}`,
    pass: value <= max,
  });
  const atLeast = (name: string, value: number, min: number, goal = `≥ ${min}`): Target => ({
    name,
    value: round(value, 3),
    unit: '×',
    goal,
    pass: value >= min,
  });
  return [
    atLeast('unseen-new rps / hello rps', fresh.rps / hello.rps, 0.1),
    atMost('unseen-new p99 (50 conn.)', fresh.p99, 'ms', 25),
    atMost('unseen-heavy p99 (50 conn.)', heavy.p99, 'ms', 25),
    atMost('unseen-heavy / unseen-new p99', heavy.p99 / fresh.p99, '×', 1.3),
    atLeast('unseen-heavy / unseen-new rps', heavy.rps / fresh.rps, 1 / 1.3, '≥ 0.77 (1/1.3)'),
    atMost('swipe p99 (50 conn.)', swipe.p99, 'ms', 10),
    atLeast('hot rps / pk rps', hot.rps / pk.rps, 0.8),
    // The same latency targets without queueing: one request's own time.
    atMost('unseen-new p99 (1 conn.)', freshAlone.p99, 'ms', 25),
    atMost('unseen-heavy p99 (1 conn.)', heavyAlone.p99, 'ms', 25),
    atMost('unseen-heavy / new p99 (1 conn.)', heavyAlone.p99 / freshAlone.p99, '×', 1.3),
    atMost('swipe p99 (1 conn.)', swipeAlone.p99, 'ms', 10),
  ];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');

/** Prints the scenario table, the targets with PASS/MISS, and writes bench/results/latest.json. */
export function report(input: {
  dataset: Dataset;
  load: LoadSettings;
  /** Every run of every round; the table shows the median per scenario. */
  measurements: Measurement[];
  rounds: number;
  plans: PlanCheck[];
  /** os.loadavg() when the measurements started and when they ended. */
  loadAverage: { start: number[]; end: number[] };
}) {
  const medians = medianByScenario(input.measurements);
  const byName = Object.fromEntries(medians.map((m) => [m.name, m]));
  const hello = byName.hello!;
  const list = targets(byName);
  const { size } = input.dataset;

  console.log(
    `\nSwipeNYC bench — ${size.events} events, ${size.users} users, ` +
      `${size.users * size.swipesPerUser + size.heavySwipes} swipes; ` +
      `${input.load.connections} connections, ${input.load.seconds} s per scenario` +
      `${input.rounds > 1 ? `, median of ${input.rounds} rounds` : ''} ` +
      `(load average 1/5/15 min at start ${fmtLoad(input.loadAverage.start)}, ` +
      `at end ${fmtLoad(input.loadAverage.end)})\n`,
  );
  console.log(
    'scenario              req/s   × hello    p50 ms   p99 ms   max ms  non-2xx  timeouts',
  );
  for (const m of medians) {
    console.log(
      `${m.name.padEnd(20)}${pad(m.rps, 7)}${pad((m.rps / hello.rps).toFixed(3), 10)}` +
        `${pad(m.p50, 10)}${pad(m.p99, 9)}${pad(m.max, 9)}${pad(m.non2xx, 9)}${pad(m.errors, 10)}`,
    );
  }
  console.log('\ntarget                                   value        goal            result');
  for (const t of list) {
    console.log(
      `${t.name.padEnd(38)}${pad(`${t.value} ${t.unit}`, 10)}   ${t.goal.padEnd(16)}` +
        `${t.pass ? 'PASS' : 'MISS'}`,
    );
  }
  for (const p of input.plans) {
    console.log(
      `${`EXPLAIN ${p.name}`.padEnd(48)}${p.pass ? 'PASS' : 'MISS'} ` +
        `(${p.executionMs} ms, ${p.sharedBuffers} buffers${p.seqScans.length ? `, ${p.seqScans.join(', ')}` : ''})`,
    );
  }
  // Timeouts are a result (the route is too slow); error statuses mean the bench itself is off.
  const broken = medians.filter((m) => m.non2xx > 0);
  const slow = medians.filter((m) => m.errors > 0);
  if (slow.length) {
    console.log(`\nWARNING: timeouts or socket errors in ${slow.map((m) => m.name).join(', ')}`);
  }
  if (broken.length) {
    console.log(`\nERROR: non-2xx answers in ${broken.map((m) => m.name).join(', ')}`);
  }

  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  const json = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: input.loadAverage },
    dataset: { ...input.dataset, databaseUrl: undefined },
    settings: { ...input.load, baseUrl: undefined, settle: undefined },
    rounds: input.rounds,
    scenarios: medians,
    measurements: input.measurements,
    targets: list,
    plans: input.plans,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  return { targets: list, failedRequests: broken.length > 0 };
}
