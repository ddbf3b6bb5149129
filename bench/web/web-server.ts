import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_ADMIN_PASSWORD = 'bench-web-admin-pass';

export interface WebServer {
  url: string;
  /** The built client (with `.vite/manifest.json`). */
  clientDir: string;
  stop: () => Promise<void>;
}

/**
 * Builds the client into a directory of its own, so a build here never swaps files under
 * another run that serves the checkout's `dist/`. The server finds the client at
 * `<cwd>/dist/client`, so it runs from that directory.
 */
export function buildClient(): { root: string; clientDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'swipenyc-web-'));
  const clientDir = path.join(root, 'dist', 'client');
  mkdirSync(clientDir, { recursive: true });
  const res = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('vite build failed');
  return { root, clientDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The real server as `npm start` runs it (embedded PGlite, demo events and the demo account),
 * on its own port and data directory, serving the client built by `buildClient`.
 */
export async function startWebServer(port: number): Promise<WebServer> {
  const url = `http://localhost:${port}`;
  if (await healthy(url)) throw new Error(`Something already answers on ${url}; stop it first.`);
  const { root, clientDir } = buildClient();
  // Unset, not empty: the server then uses its embedded database, as on a fresh clone.
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(repoRoot, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: path.join(root, 'data'),
        SEED_DEMO: 'on',
        DEMO_LOGIN: 'on',
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: WEB_ADMIN_PASSWORD,
        // tsx reads the TypeScript settings from the working directory, which is not the
        // checkout here; the app's components, drawn on the server, need its JSX setting.
        TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    await stopChild(child);
    rmSync(root, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy:\n${output.join('')}`);
    }
    await sleep(250);
  }
  return { url, clientDir, stop };
}
