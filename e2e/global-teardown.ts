import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  if (url) {
    const name = new URL(url).pathname.slice(1);
    const server = process.env.E2E_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
    execFileSync('psql', [
      '-w',
      '-q',
      server,
      '-c',
      `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    ]);
  }
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
