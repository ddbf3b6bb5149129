import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema/app-settings.ts';

const KEY = 'session_secret';

/**
 * The generated session secret, kept in the database so every server on it signs and reads the
 * same sessions. Created once: the primary key lets only the first insert win. A secret that an
 * earlier version kept in DATA_DIR is adopted, so existing sessions stay valid.
 */
export async function sharedSessionSecret(db: Db, dataDir: string): Promise<string> {
  const legacyFile = path.join(dataDir, 'session-secret');
  const candidate = existsSync(legacyFile)
    ? readFileSync(legacyFile, 'utf8').trim()
    : randomBytes(32).toString('hex');
  await db.insert(appSettings).values({ key: KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}
