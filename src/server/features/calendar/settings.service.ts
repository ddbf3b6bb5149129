import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { calendarSettings, type CalendarSettingsRow } from '#server/db/schema/calendar-settings.ts';
import { sha256, type SealedBox } from '#server/lib/sealed-box.ts';
import type { ApplePreference } from '#shared/schemas/calendar.ts';

export async function readSettings(
  db: Db,
  userId: string,
): Promise<CalendarSettingsRow | undefined> {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.userId, userId));
  return row;
}

type SettingsUpdate = Partial<
  Pick<
    CalendarSettingsRow,
    | 'googleConnected'
    | 'autoAdd'
    | 'googleAccessToken'
    | 'googleRefreshToken'
    | 'googleTokenExpiresAt'
    | 'feedToken'
    | 'feedTokenHash'
  > & { applePreference: ApplePreference }
>;

/** Upserts the user's row (defaults for anything not given) and returns it. */
export async function updateSettings(db: Db, userId: string, update: SettingsUpdate) {
  const [row] = await db
    .insert(calendarSettings)
    .values({ userId, ...update })
    .onConflictDoUpdate({
      target: calendarSettings.userId,
      set: { ...update, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Forgets the Google tokens; auto-add stays as the user set it (the UI warns). */
export function disconnectGoogle(db: Db, userId: string) {
  return updateSettings(db, userId, {
    googleConnected: false,
    googleAccessToken: null,
    googleRefreshToken: null,
    googleTokenExpiresAt: null,
  });
}

/** The user's feed token, created on first use; `rotate` replaces it and so revokes the old URL. */
export async function feedToken(db: Db, box: SealedBox, userId: string, rotate = false) {
  const current = await readSettings(db, userId);
  if (current?.feedToken && !rotate) return box.open(current.feedToken);
  const token = randomBytes(32).toString('base64url');
  await updateSettings(db, userId, { feedToken: box.seal(token), feedTokenHash: sha256(token) });
  return token;
}

export async function userIdForFeedToken(db: Db, token: string) {
  const [row] = await db
    .select({ userId: calendarSettings.userId })
    .from(calendarSettings)
    .where(eq(calendarSettings.feedTokenHash, sha256(token)));
  return row?.userId;
}
