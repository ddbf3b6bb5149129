import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { userPreferences, type UserPreferencesRow } from '#server/db/schema/user-preferences.ts';
import { badRequest } from '#server/lib/errors.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import type { Preferences } from '#shared/schemas/profile.ts';

const listedNeighborhoods = new Map(
  Object.values(neighborhoodsByBorough)
    .flat()
    .map((name) => [name.toLowerCase(), name] as const),
);

/** The listed spelling of a neighborhood, whatever its case; 400 for a name not on the list. */
function listedNeighborhood(name: string): string {
  const listed = listedNeighborhoods.get(name.trim().toLowerCase());
  if (!listed) throw badRequest('homeNeighborhood: Choose a neighborhood from the list');
  return listed;
}

export async function readPreferences(
  db: Db,
  userId: string,
): Promise<UserPreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/** Upserts the given fields (defaults for the rest on a first save) and returns the row. */
export async function updatePreferences(db: Db, userId: string, patch: Partial<Preferences>) {
  const home = patch.homeNeighborhood;
  const update =
    typeof home === 'string' ? { ...patch, homeNeighborhood: listedNeighborhood(home) } : patch;
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...update })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...update, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
