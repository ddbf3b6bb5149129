import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { eventColumns, events } from '#server/db/schema/events.ts';

export async function eventById(db: Db, id: number) {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  return row;
}
