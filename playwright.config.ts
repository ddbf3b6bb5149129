import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  // Each worker has a server and database of its own (e2e/worker-server.ts). One by default: a
  // browser test keeps both cores busy, and two side by side were slower on two cores
  // (docs/decisions/014-test-suites-and-their-budget.md); more cores can take E2E_WORKERS.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : 'list',
  use: {
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
});
