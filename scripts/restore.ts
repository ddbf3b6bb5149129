// `npm run restore -- archive.tar.gz [--force]`: puts a backup back into DATA_DIR.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { BackupError } from '#server/db/embedded-data-dir.ts';
import { postgresRestoreCommands, restoreEmbedded } from '#server/db/restore.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const config = loadConfig();
if (config.databaseUrl) {
  console.error(postgresRestoreCommands(config.dataDir));
  process.exit(1);
}
const archive = positionals[0];
if (!archive) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
  process.exit(1);
}
try {
  await restoreEmbedded({ dataDir: config.dataDir, archive, force: values.force });
  console.log(`Restored ${archive} into ${config.dataDir}`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
