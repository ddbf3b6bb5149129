import { buildApp, type App, type AppOptions } from '#server/app.ts';
import type { Config, EnvConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { seed, type SeedResult } from '#server/seed/seed.ts';
import { sharedSessionSecret } from '#server/lib/session-secret.ts';

export interface Started extends App {
  config: Config;
  seeded: SeedResult;
}

/**
 * Everything a server does before it listens. Secret creation and seeding run under the
 * database's start-up lock, so servers starting together never seed twice.
 */
export async function prepareServer(
  env: EnvConfig,
  database: Database,
  opts: Pick<AppOptions, 'logger' | 'clientDir' | 'imageReach'> = {},
): Promise<Started> {
  return database.exclusive(async () => {
    const sessionSecret =
      env.sessionSecret ?? (await sharedSessionSecret(database.db, env.dataDir));
    const config = { ...env, sessionSecret };
    const built = await buildApp({ config, database, ...opts });
    const seeded = await seed(database.db, built.auth, config);
    return { ...built, config, seeded };
  });
}
