import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

export type Role = 'anonymous' | 'user' | 'demo' | 'admin';

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
  return { email };
}

export const test = base.extend<{
  login: (role: Role) => Promise<{ email?: string }>;
  db: pg.Pool;
  consoleErrors: string[];
}>({
  login: async ({ page }, use) => {
    await use((role) => signIn(page, role));
  },
  db: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
    await use(pool);
    await pool.end();
  },
  // Every spec fails on a console error or CSP violation, not only the ones that look for it.
  // Chrome logs every 4xx answer; the app handles those, so only they are let through.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (
          m.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())
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
