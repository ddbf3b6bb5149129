import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Stands in for npx: logs each command, fails the one named in FAKE_NPX_FAIL, and writes a
// vitest report of three passing tests.
const fakeNpx = `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
fs.appendFileSync(process.env.FAKE_NPX_LOG, args.join(' ') + '\\n');
const report = args.find((a) => a.startsWith('--outputFile.json='));
if (report) {
  fs.writeFileSync(report.slice('--outputFile.json='.length), JSON.stringify({
    numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0,
  }));
}
process.exit(args[0] === process.env.FAKE_NPX_FAIL ? 1 : 0);
`;

function runSuite(failing: string, ci = '') {
  const dir = mkdtempSync(path.join(tmpdir(), 'swipenyc-fake-npx-'));
  writeFileSync(path.join(dir, 'npx'), fakeNpx, { mode: 0o755 });
  const log = path.join(dir, 'calls.log');
  writeFileSync(log, '');
  const res = spawnSync('node', ['scripts/test.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${dir}${path.delimiter}${process.env.PATH}`,
      FAKE_NPX_LOG: log,
      FAKE_NPX_FAIL: failing,
      // Nothing listens on port 1: the PostgreSQL and browser runs are skipped.
      TEST_PG_SERVER: 'postgres://postgres@127.0.0.1:1/test',
      TEST_DATABASE_URL: '',
      // Whether the run is CI's decides if a missing service skips or fails; the outer run's own
      // setting must not leak in.
      CI: ci,
    },
  });
  const calls = readFileSync(log, 'utf8').trim().split('\n');
  return { status: res.status, stdout: res.stdout, calls: calls.map((c) => c.split(' ')[0]) };
}

describe('npm test (scripts/test.mjs)', { timeout: 30_000 }, () => {
  it('runs typecheck, ESLint and Prettier before the tests', () => {
    const { status, stdout, calls } = runSuite('');
    expect(calls).toEqual(['tsc', 'eslint', 'prettier', 'vitest']);
    expect(stdout.trim().split('\n').at(-1)).toBe('6 passed, 0 failed, 1 skipped');
    expect(status).toBe(0);
  });

  it.each(['tsc', 'eslint', 'prettier'])(
    'fails the run when %s fails, and still runs the tests',
    (failing) => {
      const { status, stdout, calls } = runSuite(failing);
      expect(calls).toEqual(['tsc', 'eslint', 'prettier', 'vitest']);
      expect(stdout.trim().split('\n').at(-1)).toBe('5 passed, 1 failed, 1 skipped');
      expect(status).toBe(1);
    },
  );

  it('fails under CI when a service is missing, instead of skipping it', () => {
    const { status, stdout, calls } = runSuite('', 'true');
    expect(calls).toEqual(['tsc', 'eslint', 'prettier', 'vitest']);
    expect(stdout.trim().split('\n').at(-1)).toBe('6 passed, 1 failed');
    expect(status).toBe(1);
  });

  it('prints how long each step took', () => {
    const { stdout } = runSuite('eslint');
    expect(stdout).toMatch(/^⏱ Typecheck \(tsc\): \d+\.\d s$/m);
    expect(stdout).toMatch(/^⏱ Lint \(ESLint\): \d+\.\d s \(failed\)$/m);
    expect(stdout).toMatch(/^⏱ Unit, component and API tests \(PGlite\): \d+\.\d s$/m);
  });
});
