import { inArray } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema/app-settings.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';

/**
 * The server's VAPID key pair, generated once and kept in the database: browsers bind their
 * subscriptions to the public key, so every server must sign with the same pair, for good.
 * Both rows go in one statement, so two servers starting together cannot mix two pairs.
 */
export async function sharedVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values([
      { key: PUBLIC, value: fresh.publicKey },
      { key: PRIVATE, value: fresh.privateKey },
    ])
    .onConflictDoNothing();
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [PUBLIC, PRIVATE]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const publicKey = value(PUBLIC);
  const privateKey = value(PRIVATE);
  if (!publicKey || !privateKey) throw new Error('The push keys could not be stored');
  return { publicKey, privateKey };
}
