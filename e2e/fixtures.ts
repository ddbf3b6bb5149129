import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

/** `newcomer`: a new user before the first-visit picks; `user` has answered them. */
export type Role = 'anonymous' | 'user' | 'newcomer' | 'demo' | 'admin';

let counter = 0;
export function uniqueEmail() {
  counter += 1;
  return `e2e${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** Signs in through the API (fast); the UI flows themselves have their own specs. */
async function signIn(page: Page, role: Role): Promise<{ email?: string }> {
  if (role === 'anonymous') return {};
  const request = page.context().request;
  if (role === 'admin') {
    const res = await request.post('/api/auth/admin-login', {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    expect(res.ok()).toBe(true);
    return {};
  }
  if (role === 'demo') {
    const res = await request.post('/api/auth/demo-login', {
      data: { username: 'demo', password: 'demo1234' },
    });
    expect(res.ok()).toBe(true);
    return {};
  }
  const email = uniqueEmail();
  const res = await request.post('/api/auth/register', {
    data: { email, password: 'secret123', firstName: 'Eve', lastName: 'Tester' },
  });
  expect(res.status()).toBe(201);
  if (role === 'user') {
    const skip = await request.patch('/api/users/me/preferences', {
      data: { tasteIntroDone: true },
    });
    expect(skip.ok()).toBe(true);
  }
  return { email };
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const AXE_BUDGET_MS = 10_000;
const SETTLE_LIMIT_MS = 1_000;

/**
 * Runs axe (WCAG 2.2 AA) over the page, or over `include` (a CSS selector) when given, and fails
 * on any serious or critical violation, listing each rule and the elements it found.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  // Each check has its own time budget, so specs that check many screens keep their timeout.
  base.info().setTimeout(base.info().timeout + AXE_BUDGET_MS);
  // Axe reads colours as drawn; a toast or dialog fading in is a passing state. Reduced motion
  // (which the app honours) takes the fades out for the scan; what still animates is waited for
  // until a few frames in a row have none, bounded for a paused or endless one.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async (limitMs) => {
    const end = performance.now() + limitMs;
    const animating = () =>
      document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let quiet = 0; quiet < 3 && performance.now() < end;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      quiet = animating() ? 0 : quiet + 1;
    }
  }, SETTLE_LIMIT_MS);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const report = blocking.map((v) =>
    [
      `${v.impact}: ${v.id} — ${v.help} (${v.helpUrl})`,
      ...v.nodes.map(
        (n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ')}`,
      ),
    ].join('\n'),
  );
  expect(blocking.length, `accessibility violations on ${page.url()}:\n${report.join('\n')}`).toBe(
    0,
  );
}

/** A cold start (migrations, demo data) on a busy 2-core machine can take tens of seconds. */
const SERVER_START_TIMEOUT_MS = 150_000;

/**
 * Playwright's test with this worker's server as `baseURL` and nothing else: for a spec whose
 * point is what the shared fixtures below would fail it for.
 */
export const serverTest = base.extend<object, { server: WorkerServer }>({
  server: [
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.base);
  },
});

export const test = serverTest.extend<{
  login: (role: Role) => Promise<{ email?: string }>;
  db: pg.Pool;
  consoleErrors: string[];
}>({
  login: async ({ page }, use) => {
    await use((role) => signIn(page, role));
  },
  db: async ({ server }, use) => {
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    await use(pool);
    await pool.end();
  },
  // Every spec fails on a console error or CSP violation, not only the ones that look for it.
  // Chrome logs every 4xx answer, and every request made while offline (user.offline.spec.ts);
  // the app handles those, so only they are let through.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (
          m.type() === 'error' &&
          !/Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/.test(
            m.text(),
          )
        ) {
          errors.push(m.text());
        }
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
