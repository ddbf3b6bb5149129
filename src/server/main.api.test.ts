import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/support/server/server-process.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';

// The real start-up path: `node src/server/main.ts` as `npm start` runs it, on PGlite by default
// or on a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
// A port the system hands out: a random one may be taken, or be one that fetch refuses to reach.
let port: number;
let base: string;
let metricsPort: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-main-'));
let databaseUrl: string | undefined;
let drop: (() => Promise<void>) | undefined;
let running: ChildProcess | undefined;

beforeAll(async () => {
  port = await freePort();
  base = `http://localhost:${port}`;
  metricsPort = await freePort();
  if (process.env.TEST_DATABASE_URL) {
    ({ url: databaseUrl, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL));
  }
});
afterAll(async () => {
  // A timed-out test never reaches withServer's own cleanup.
  running?.kill('SIGKILL');
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  JOBS: 'off',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: '',
  DATABASE_URL: databaseUrl ?? '',
  METRICS_PORT: String(metricsPort),
});

/** Starts the server, waits for health, runs `body`, then stops it with SIGTERM. */
async function withServer(body: (output: () => string) => Promise<void>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: env() });
  running = child;
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await body(() => output);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}

async function demoCookie() {
  const res = await fetch(`${base}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// A cold PGlite start on a busy 2-core machine can take tens of seconds.
describe('npm start', { timeout: 120_000 }, () => {
  let likedId = 0;

  it('migrates, seeds demo data and prints the generated admin password once', async () => {
    await withServer(async (output) => {
      expect(output()).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);
      const cookie = await demoCookie();
      // The demo catalogue is there: search counts it; the deck deals its first cards.
      const all = await fetch(`${base}/api/events?pageSize=1`, { headers: { cookie } });
      expect(Number(all.headers.get('x-total-count'))).toBeGreaterThan(50);
      const deck = await fetch(`${base}/api/events/unseen`, { headers: { cookie } });
      const events = (await deck.json()) as { id: number }[];
      expect(events.length).toBeGreaterThan(0);
      likedId = events[0]!.id;
      const like = await fetch(`${base}/api/user-events`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ eventId: likedId, action: 'liked' }),
      });
      expect(like.status).toBe(201);
    });
  });

  it('keeps its data across a restart and seeds nothing twice', async () => {
    await withServer(async (output) => {
      expect(output()).not.toMatch(/Admin account created/);
      expect(output()).not.toMatch(/Seeded/);
      const cookie = await demoCookie();
      const liked = await fetch(`${base}/api/user-events/liked`, { headers: { cookie } });
      expect(((await liked.json()) as { eventId: number }[]).map((s) => s.eventId)).toEqual([
        likedId,
      ]);
    });
  });

  it('serves its metrics on METRICS_PORT only', async () => {
    await withServer(async () => {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
      );
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    });
  });

  it('stops with one clear line on a bad setting', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...env(), PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toMatch(/^Invalid configuration: PORT .+$/);
  });
});
