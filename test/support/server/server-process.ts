import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A cold start (migrations, seeding) on a busy 2-core machine can take tens of seconds. */
const START_TIMEOUT_MS = 120_000;
/** The server forces its own exit 10 s into a shutdown; past this it is hung. */
const STOP_TIMEOUT_MS = 20_000;
const OUTPUT_KEEP = 20_000;

let built = false;
/** The compiled server `npm start` runs, built once per test process when its sources changed. */
function buildServer() {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  built = true;
}

/** A port nobody listens on now, for a URL that must be known before the server starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The last of what the server printed, for a failing test's message. */
  output: () => string;
  /** SIGTERM, the graceful shutdown (SIGKILL if it hangs); answers the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: no shutdown hook, no flush, no close; resolves once the process is gone. */
  kill: () => Promise<void>;
}

/**
 * `node dist/server/main.js` in production mode, as `npm start` runs it (without npm, so the child's pid
 * is the server's own), on PGlite unless `env` names a DATABASE_URL; resolves once /api/health
 * answers. Without `dataDir` it gets a fresh one, removed when the process exits. An `env` value
 * of `undefined` unsets that variable, for a setting whose default is what a test wants.
 */
export async function startServer(
  opts: { port?: number; dataDir?: string; env?: Record<string, string | undefined> } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const base = `http://localhost:${port}`;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'swipenyc-server-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    // Whatever the shell exports: loopback only, and no database but the one a test names.
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'off',
    // A test server never crawls the real event sites.
    CRAWLER_SOURCES: '[]',
    ...opts.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  buildServer();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEEP);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit').then(() => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  });
  const running = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    base,
    child,
    output: () => output,
    stop: async () => {
      if (running()) {
        // A test may have frozen it with SIGSTOP, and a stopped process never sees SIGTERM.
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        return await exited;
      } finally {
        clearTimeout(killer);
      }
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (running()) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(
        `server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`,
      );
    }
    await sleep(200);
  }
  await exited;
  throw new Error(`server exited during start-up:\n${output}`);
}

/** The Cookie header a browser would send back, from a response's Set-Cookie headers. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A JSON request as the site's own pages send it (same origin, so the origin check passes). */
export function sendJson(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    signal,
    headers: {
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs the admin in; answers the cookie header every later admin request sends. */
export async function adminCookie(server: ServerProcess): Promise<string> {
  const res = await sendJson(server.base, 'POST', '/api/auth/admin-login', TEST_ADMIN);
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMegabytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}
