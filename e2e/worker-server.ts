import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from '../test/support/server/server-process.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

const PG_SERVER = process.env.E2E_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface WorkerServer {
  base: string;
  /** The server's own database, so specs can arrange data with SQL while the app uses it. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The app as `npm start` runs it, with the demo data, on a throwaway PostgreSQL database and
 * port of its own: one per Playwright worker, so parallel spec files never see each other's
 * decks. The port is a free one, never the last worker's: a worker that replaces a failed one
 * starts while the old one's server may still be answering there.
 */
export async function startWorkerServer(): Promise<WorkerServer> {
  const name = `swipenyc_e2e_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-e2e-'));
  const drop = async () => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        // The demo data and the default crawl sources, as a person's first `npm start` has them.
        SEED_DEMO: undefined,
        CRAWLER_SOURCES: undefined,
        // Specs arrange decks and Hot lists whose order other people's swipes would change.
        SEED_DEMO_PEOPLE: 'off',
        JOBS: 'off',
        AUTH_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
      },
    });
    return {
      base: server.base,
      databaseUrl,
      stop: async () => {
        await server.stop();
        await drop();
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}
