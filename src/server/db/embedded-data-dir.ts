import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the app loads (client.ts); a backup opens the database the same way. */
export const embeddedExtensions = { pg_trgm };

/** Names inside a backup archive. */
export const BACKUP_MANIFEST = 'swipenyc-backup.json';
export const BACKUP_DUMP = 'db.tar';
export const BACKUP_FILES = 'files';
export const BACKUP_FORMAT = 1;

export class BackupError extends Error {}

const execFileAsync = promisify(execFile);
/** The system's tar (GNU or BSD): archives stream from disk instead of through memory. */
export const runTar = (args: string[]) => execFileAsync('tar', args);

export const embeddedDbDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Why the embedded database in `dataDir` cannot be touched now, or undefined when it can. PGlite
 * is one process's database: opening it from a second one while a server runs corrupts it.
 */
export function embeddedDatabaseBusy(dataDir: string): string | undefined {
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
