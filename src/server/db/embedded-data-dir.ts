import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Opens a data dir with the extensions the app loads (client.ts), as backup and restore do. */
export function openEmbeddedDatabase(dbDir: string, options: { loadDataDir?: Blob } = {}) {
  return PGlite.create(dbDir, { extensions: { pg_trgm }, ...options });
}

/** Names inside a backup archive. */
const BACKUP_MANIFEST = 'swipenyc-backup.json';
export const BACKUP_DUMP = 'db.tar';
export const BACKUP_FILES = 'files';
const BACKUP_FORMAT = 1;
/** Everything an archive holds, the manifest first. */
export const BACKUP_ENTRIES = [BACKUP_MANIFEST, BACKUP_DUMP, BACKUP_FILES];

/** Marks `dir` as the contents of a backup archive, in this app's format. */
export async function writeBackupManifest(dir: string): Promise<void> {
  await writeFile(
    path.join(dir, BACKUP_MANIFEST),
    JSON.stringify({ format: BACKUP_FORMAT, createdAt: new Date().toISOString() }),
  );
}

/** Whether `dir` was unpacked from a backup archive this app can restore. */
export async function holdsBackup(dir: string): Promise<boolean> {
  const manifest = await readFile(path.join(dir, BACKUP_MANIFEST), 'utf8')
    .then((text) => JSON.parse(text) as { format?: unknown })
    .catch(() => undefined);
  return manifest?.format === BACKUP_FORMAT;
}

export class BackupError extends Error {}

const execFileAsync = promisify(execFile);
/** The system's tar (GNU or BSD): archives stream from disk instead of through memory. */
export const runTar = (args: string[]) => execFileAsync('tar', args);

export const embeddedDbDir = (dataDir: string) => path.join(dataDir, 'db');

/** Refuses to `action` ("back up", "restore") while a server holds the database. */
export function assertEmbeddedIdle(dataDir: string, action: string): void {
  const busy = embeddedDatabaseBusy(dataDir);
  if (busy) throw new BackupError(`Cannot ${action} now: ${busy}`);
}

/**
 * Why the embedded database in `dataDir` cannot be touched now, or undefined when it can. PGlite
 * is one process's database: opening it from a second one while a server runs corrupts it.
 */
function embeddedDatabaseBusy(dataDir: string): string | undefined {
  const dbDir = embeddedDbDir(dataDir);
  // PGlite removes postmaster.pid when it closes cleanly; without one, nobody holds the files.
  if (!existsSync(path.join(dbDir, 'postmaster.pid'))) return undefined;
  if (!existsSync('/proc/self/fd')) {
    return `${dbDir}/postmaster.pid exists: stop the server first (if none runs, a crashed one left the file; delete it)`;
  }
  // A crashed server leaves postmaster.pid behind too, so look for a live process with the files
  // open. Processes of other users cannot be inspected; run this as the server's user.
  const prefix = realpathSync(dbDir) + path.sep;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (holdsFileUnder(pid, prefix)) {
      return `process ${pid} has the database in ${dbDir} open: stop the server first`;
    }
  }
  return undefined;
}

function holdsFileUnder(pid: string, prefix: string): boolean {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix);
    } catch {
      return false;
    }
  });
}
