import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config, type Env } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { RemoteImageReach } from '#server/events/remote-event-image.ts';
import type { ServerMetrics } from '#server/lib/metrics.ts';
import { prepareServer } from '#server/startup.ts';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';
import { openTestDatabase } from '#test/support/server/test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  metrics: ServerMetrics;
  close: () => Promise<void>;
}

/** The real server on a fresh database, seeded with the demo and admin accounts only. */
export async function createTestApp(
  env: Partial<Env> = {},
  opts: {
    databaseUrl?: string;
    clientDir?: string;
    database?: Database;
    /** Lets the server's picture copies reach a local server standing in for a remote host. */
    imageReach?: RemoteImageReach;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-test-'));
  const envConfig = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'off',
    JOBS: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    // inject() sends `Host: localhost:80`.
    ALLOWED_ORIGINS: 'http://localhost',
    AUTH_RATE_LIMIT: '1000',
    // The account limits have their own tests (auth/sign-in-limit.api.test.ts).
    AUTH_ACCOUNT_LIMIT: '1000',
    AUTH_SLOWDOWN_MAX_SECONDS: '0',
    // Tests change likes straight in the database; the cache has its own tests.
    HOT_CACHE_SECONDS: '0',
    ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
  });
  // A second server may share another's database (`opts.database`); it then leaves it open.
  const database = opts.database ?? (await openTestDatabase(opts.databaseUrl));
  const { app, config, metrics } = await prepareServer(envConfig, database, {
    logger: false,
    clientDir: opts.clientDir,
    imageReach: opts.imageReach,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    metrics,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

/** Registers a fresh user and returns its session cookie and id. */
export async function signUp(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: uniqueEmail(),
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res), user: res.json() as { id: string; email: string } };
}

export async function adminCookie(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: TEST_ADMIN,
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return cookieFrom(res);
}

export function as(cookie: string, opts: InjectOptions): InjectOptions {
  return { ...opts, headers: { ...opts.headers, cookie } };
}
