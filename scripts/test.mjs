// `npm test`: typecheck, lint and format checks, unit + component + API tests on PGlite, then the
// browser tests (their server runs on PostgreSQL). `npm run test:pg` (this script with
// `--postgres`): the API tests again on PostgreSQL, a CI step of its own so `npm test` stays
// within its time budget (docs/decisions/014-test-suites-and-their-budget.md). A failed check
// counts as one failed test but the tests still run, so one run shows everything. Ends with one
// "N passed, M failed" line and a non-zero exit on any failure. Without PostgreSQL or Chromium a
// workstation run skips what needs them and says so; under CI a skipped suite fails the run,
// since a green CI run has to mean everything ran (README.md#testing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const PG_SERVER = process.env.TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
const out = mkdtempSync(path.join(tmpdir(), 'swipenyc-results-'));
const CHROMIUM = '/usr/bin/chromium';
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = performance.now();
let broken = false;

/** A suite that cannot run for want of `what`: skipped on a workstation, a failure in CI. */
function unavailable(what, suites) {
  if (inCi) {
    console.log(`\n✗ ${what}: ${suites} cannot run, and CI fails a run that skips a suite.`);
    totals.failed += 1;
  } else {
    console.log(`\n⚠ ${what}: SKIPPING ${suites}.`);
    totals.skipped += 1;
  }
}

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`⏱ ${label}: ${seconds} s${ok ? '' : ' (failed)'}`);
  if (!ok) broken = true;
  return ok;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) totals.passed += 1;
  else totals.failed += 1;
}

function addVitest(file) {
  if (!existsSync(file)) return void (broken = true);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // A file that fails to load has no failed tests but still fails.
  if (r.numFailedTestSuites > 0 && r.numFailedTests === 0) totals.failed += r.numFailedTestSuites;
}

function addPlaywright(file) {
  if (!existsSync(file)) return void (broken = true);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const vitest = (name, extra, env) => {
  const file = path.join(out, `${name}.json`);
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  addVitest(file);
};

const postgresRun = process.argv.includes('--postgres');
const hasPostgres = process.env.TEST_DATABASE_URL || (await postgresAnswers());

if (postgresRun) {
  if (hasPostgres) {
    vitest('API tests (PostgreSQL 15)', ['--project', 'api'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || PG_SERVER,
    });
  } else {
    unavailable(`PostgreSQL is not answering at ${PG_SERVER}`, 'the PostgreSQL API run');
  }
} else {
  check('Typecheck (tsc)', 'npx', ['tsc', '--noEmit']);
  check('Lint (ESLint)', 'npx', ['eslint', '.']);
  check('Format (Prettier)', 'npx', ['prettier', '--check', '.']);

  vitest(
    'Unit, component and API tests (PGlite)',
    ['--project', 'unit', '--project', 'component', '--project', 'api'],
    { TEST_DATABASE_URL: '' },
  );

  const hasChromium = existsSync(CHROMIUM);
  if (!hasPostgres) {
    unavailable(`PostgreSQL is not answering at ${PG_SERVER}`, 'the browser tests');
  } else if (!hasChromium) {
    unavailable(`Chromium is not at ${CHROMIUM}`, 'the browser tests');
  } else {
    browserTests();
  }
}

function browserTests() {
  if (run('Build the web app', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
    // Initial JavaScript per route against its budget, read from the build's manifest.
    check('Bundle budget', 'node', ['--import', 'tsx', 'bench/web/bundle-budget.ts']);
    const file = path.join(out, 'e2e.json');
    run('Browser tests (Chromium)', 'npx', ['playwright', 'test'], {
      E2E_JSON: file,
      E2E_PG_SERVER: PG_SERVER,
    });
    addPlaywright(file);
  }
}

if (broken && totals.failed === 0) totals.failed = 1;
console.log(`\n⏱ all: ${((performance.now() - startedAt) / 60_000).toFixed(1)} min`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
