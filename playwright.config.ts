import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PG_SERVER = process.env.E2E_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The e2e server runs on a throwaway PostgreSQL database so specs can arrange data with SQL
 * while the app uses it. Created once here; workers inherit the variable.
 */
function createDatabase(): string {
  const name = `swipenyc_e2e_${randomBytes(5).toString('hex')}`;
  execFileSync('psql', ['-w', '-q', PG_SERVER, '-c', `CREATE DATABASE ${name}`]);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}
process.env.E2E_DATABASE_URL ??= createDatabase();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'swipenyc-e2e-'));

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  // One worker: specs share one server and database, and deck specs arrange whole decks.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      JOBS: 'off',
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
