// `npm run backup [-- archive.tar.gz]`: the embedded database and uploads in one archive.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { backupEmbedded, defaultBackupName, postgresBackupCommands } from '#server/db/backup.ts';
import { BackupError } from '#server/db/embedded-data-dir.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const config = loadConfig();
if (config.databaseUrl) {
  console.error(postgresBackupCommands(config.dataDir));
  process.exit(1);
}
const archive = positionals[0] ?? defaultBackupName();
try {
  const { bytes } = await backupEmbedded(config.dataDir, archive);
  console.log(`Backed up ${config.dataDir} to ${archive} (${(bytes / 1e6).toFixed(1)} MB)`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
