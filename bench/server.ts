import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3900);
/** Another checkout's server against the same dataset, to compare a change before and after. */
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? repoRoot);
/** What `npm start` runs (scripts/build-if-needed.mjs builds it). */
const SERVER_ENTRY = 'dist/server/main.js';

export interface BenchServer {
  url: string;
  pid: number;
  /** From spawning the process to the first healthy answer. */
  startSeconds: number;
  stop: () => Promise<void>;
}

/** The admin account the bench server creates (ADMIN_USERNAME defaults to "admin"). */
export const ADMIN = { username: 'admin', password: 'bench-admin-pass' };

export interface Credentials {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface Session {
  id: string;
  email: string;
  cookie: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface ServerOptions {
  port?: number;
  /** The data directory (PGlite's files, uploads); a temporary one, removed on stop, if not given. */
  dataDir?: string;
  /** Variables that differ from the bench defaults. */
  env?: Record<string, string>;
}

/**
 * Starts the real server as a child process against `databaseUrl` (null: embedded PGlite in the
 * data directory), the way an operator would: compiled and in production mode, as `npm start`
 * runs it (built first when its sources changed), and waits for /api/health. The load generator
 * stays in this process, so the two never share a core's event loop.
 */
export async function startServer(
  databaseUrl: string | null,
  opts: ServerOptions = {},
): Promise<BenchServer> {
  const port = opts.port ?? BENCH_PORT;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'swipenyc-bench-'));
  const { DATABASE_URL: _inherited, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  return startChild(
    port,
    ['--enable-source-maps', SERVER_ENTRY],
    {
      ...env,
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      JOBS: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN.password,
      // The bench signs up a pool of users from one address in a few seconds.
      AUTH_RATE_LIMIT: '100000',
      ...opts.env,
    },
    () => {
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  );
}

/** The bare node:http hello (bench/node-hello.ts), started like the server. */
export function startNodeHello(port: number): Promise<BenchServer> {
  return startChild(port, ['--import', 'tsx', 'bench/node-hello.ts', String(port)], process.env);
}

async function startChild(
  port: number,
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanUp: () => void = () => {},
): Promise<BenchServer> {
  const url = `http://localhost:${port}`;
  if (await healthy(url)) throw new Error(`Something already answers on ${url}; stop it first.`);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: args.includes(SERVER_ENTRY) ? serverRoot : repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  // Warnings and errors from the server during the run are worth seeing as they happen.
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server] ${chunk.toString()}`);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + 180_000;
  while (!(await healthy(url))) {
    if (exited || Date.now() > deadline) {
      await kill(child);
      cleanUp();
      throw new Error(`The server did not become healthy:\n${output.join('')}`);
    }
    await sleep(50);
  }

  return {
    url,
    pid: child.pid!,
    startSeconds: (performance.now() - started) / 1000,
    stop: async () => {
      await kill(child);
      cleanUp();
    },
  };
}

/** SIGTERM (graceful shutdown), then SIGKILL if it has not exited after 15 s. */
async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('The server answered without a session cookie');
  return cookie;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} → ${res.status} ${await res.text()}`);
  return res;
}

/** Signs up through POST /api/auth/register, as the client does. */
export async function register(baseUrl: string, creds: Credentials): Promise<Session> {
  const res = await postJson(`${baseUrl}/api/auth/register`, {
    firstName: 'Bench',
    lastName: 'User',
    ...creds,
  });
  const user = (await res.json()) as { id: string };
  return { id: user.id, email: creds.email, cookie: sessionCookie(res) };
}

/** Signs the admin in through POST /api/auth/admin-login. */
export async function adminLogin(baseUrl: string): Promise<Session> {
  const res = await postJson(`${baseUrl}/api/auth/admin-login`, ADMIN);
  const user = (await res.json()) as { id: string };
  return { id: user.id, email: ADMIN.username, cookie: sessionCookie(res) };
}

/** Signs in through POST /api/auth/login. */
export async function login(baseUrl: string, creds: Credentials): Promise<Session> {
  const res = await postJson(`${baseUrl}/api/auth/login`, {
    email: creds.email,
    password: creds.password,
  });
  const user = (await res.json()) as { id: string };
  return { id: user.id, email: creds.email, cookie: sessionCookie(res) };
}
