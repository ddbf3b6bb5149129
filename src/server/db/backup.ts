import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BACKUP_DUMP,
  BACKUP_ENTRIES,
  BACKUP_FILES,
  BackupError,
  assertEmbeddedIdle,
  embeddedDbDir,
  openEmbeddedDatabase,
  runTar,
  writeBackupManifest,
} from '#server/db/embedded-data-dir.ts';

/**
 * Entries of DATA_DIR a backup leaves out: the database goes in as PGlite's own dump, and
 * upload-staging only ever holds half-written files.
 */
const NOT_BACKED_UP = new Set(['db', 'upload-staging']);

/** `backups/swipenyc-2026-11-23T19-30-00Z.tar.gz`: sorts by time, no colons for other systems. */
export function defaultBackupName(prefix = 'swipenyc', ext = 'tar.gz', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join('backups', `${prefix}-${stamp}.${ext}`);
}

/**
 * Writes the embedded database (PGlite's data-dir dump) and every other file the app keeps in
 * `dataDir` (uploads above all) to one gzipped tarball at `archive`. The server must be stopped.
 */
export async function backupEmbedded(dataDir: string, archive: string): Promise<{ bytes: number }> {
  assertEmbeddedIdle(dataDir, 'back up');
  const dbDir = embeddedDbDir(dataDir);
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dataDir}`);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'swipenyc-backup-'));
  const partial = `${path.resolve(archive)}.partial`;
  try {
    const client = await openEmbeddedDatabase(dbDir);
    try {
      const dump = await client.dumpDataDir('none');
      await writeFile(path.join(work, BACKUP_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    // Links to DATA_DIR's entries, followed by `tar -h`: no copy of the uploads is made.
    const files = path.join(work, BACKUP_FILES);
    await mkdir(files);
    for (const name of await readdir(dataDir)) {
      if (!NOT_BACKED_UP.has(name)) await symlink(path.join(dataDir, name), path.join(files, name));
    }
    await writeBackupManifest(work);
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    // Written aside and renamed, so a failed backup never leaves an archive that looks whole.
    await runTar(['-czhf', partial, '-C', work, ...BACKUP_ENTRIES]);
    await rename(partial, archive);
    return { bytes: (await stat(archive)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/** What to run instead when the data lives in PostgreSQL (docs/backups.md). */
export function postgresBackupCommands(dataDir: string): string {
  return [
    'DATABASE_URL is set: back up PostgreSQL with its own tools (docs/backups.md), then the uploads:',
    '',
    `  pg_dump -Fc -d "$DATABASE_URL" -f ${defaultBackupName('swipenyc', 'dump')}`,
    `  tar -czf ${defaultBackupName('swipenyc-uploads')} -C ${JSON.stringify(dataDir)} uploads`,
  ].join('\n');
}
