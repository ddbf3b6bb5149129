import { ConfigError, loadConfig, type EnvConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadPlaceData } from '#server/features/crawler/nyc-boundaries.ts';
import { parseCrawlerSources } from '#server/features/crawler/source-config.ts';
import { scheduledJobs, startJobs } from '#server/jobs/scheduled-jobs.ts';
import { prepareDrawing } from '#server/render/drawn-first-screen.ts';
import { listenMetrics } from '#server/http/metrics-server.ts';
import { prepareServer } from '#server/startup.ts';
import { checkBucket } from '#server/uploads/s3-upload-store.ts';

function readConfig(): EnvConfig {
  try {
    const config = loadConfig();
    // A bad CRAWLER_SOURCES stops start-up with its one line, like any other variable, and so
    // does a damaged bundled boundary or ZIP file the crawler places events by.
    parseCrawlerSources(config.crawler.sources);
    loadPlaceData();
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** A bucket that cannot be used stops start-up with its one line, like a bad variable. */
async function checkUploadStorage(config: EnvConfig) {
  if (!config.objectStorage) return;
  try {
    await checkBucket(config.objectStorage);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const started = performance.now();
const config = readConfig();
await checkUploadStorage(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onError: (err) => console.error(`Database connection error: ${err.message}`),
});
const { app, seeded, metrics } = await prepareServer(config, database);

if (seeded.eventsInserted) app.log.info(`Seeded ${seeded.eventsInserted} demo events`);
if (seeded.demoSwipes) app.log.info(`Demo people made ${seeded.demoSwipes} swipes`);
if (seeded.demoPeopleRemoved) {
  app.log.info(`Demo people are off: removed ${seeded.demoPeopleRemoved} demo people`);
}
if (seeded.generatedAdminPassword) {
  // Printed once on the first start; only the hash is kept.
  console.log(
    `\n  Admin account created: username "${config.adminUsername}", password "${seeded.generatedAdminPassword}"\n  Save it now; it will not be shown again. Set ADMIN_PASSWORD to choose your own.\n`,
  );
}

await app.listen({ port: config.port, host: config.host });
prepareDrawing();
const metricsServer = config.metrics && (await listenMetrics(metrics.registry, config.metrics));
const scheduler = startJobs(config, database, app.log, scheduledJobs(config), metrics);
console.log(
  `\n  SwipeNYC is running at ${config.publicUrl} (${database.kind}, ready in ${Math.round(performance.now() - started)} ms)\n`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    // A job under way finishes before the database it writes to closes.
    await scheduler?.stop();
    await metricsServer?.close();
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
