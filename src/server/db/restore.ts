import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_DUMP,
  BACKUP_FILES,
  BackupError,
  assertEmbeddedIdle,
  embeddedDbDir,
  holdsBackup,
  openEmbeddedDatabase,
  runTar,
} from '#server/db/embedded-data-dir.ts';

/**
 * Replaces `dataDir` with what `backupEmbedded` wrote to `archive`. A non-empty `dataDir` is
 * replaced only with `force`. The old contents go only once the whole archive has been unpacked
 * and its database opened, so a bad archive leaves `dataDir` as it was.
 */
export async function restoreEmbedded(opts: {
  dataDir: string;
  archive: string;
  force: boolean;
}): Promise<void> {
  const { dataDir, archive } = opts;
  assertEmbeddedIdle(dataDir, 'restore');
  if (!existsSync(archive)) throw new BackupError(`No backup at ${archive}`);
  await mkdir(dataDir, { recursive: true });
  const existing = await readdir(dataDir);
  if (existing.length > 0 && !opts.force) {
    throw new BackupError(`${dataDir} is not empty; pass --force to replace what it holds`);
  }
  // Inside DATA_DIR, so the final renames stay on one filesystem even when it is a mount point.
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await runTar(['-xzf', path.resolve(archive), '-C', staging, '--no-same-owner']).catch(
      (err: { stderr?: string }) => {
        throw new BackupError(`Cannot unpack ${archive}: ${err.stderr?.trim() ?? err}`);
      },
    );
    if (!(await holdsBackup(staging))) {
      throw new BackupError(`${archive} is not a SwipeNYC backup`);
    }
    const files = path.join(staging, BACKUP_FILES);
    await mkdir(files, { recursive: true });
    const dump = await readFile(path.join(staging, BACKUP_DUMP));
    const client = await openEmbeddedDatabase(embeddedDbDir(files), {
      loadDataDir: new Blob([dump]),
    });
    await client.query('SELECT 1');
    await client.close();
    for (const name of existing)
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of await readdir(files)) {
      await rename(path.join(files, name), path.join(dataDir, name));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What to run instead when the data lives in PostgreSQL (docs/backups.md). */
export function postgresRestoreCommands(dataDir: string): string {
  return [
    'DATABASE_URL is set: restore PostgreSQL with its own tools (docs/backups.md), then the uploads:',
    '',
    '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" backups/swipenyc-<timestamp>.dump',
    `  tar -xzf backups/swipenyc-uploads-<timestamp>.tar.gz -C ${JSON.stringify(dataDir)}`,
  ].join('\n');
}
