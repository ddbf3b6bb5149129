import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { eventColumns } from '#server/events/event-row.ts';

const prepare = (db: Db) =>
  db
    .select(eventColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder('id')))
    .prepare('event_by_id');

// Built once per database: the statement is planned once per connection, not per read.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function eventById(db: Db, id: number) {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}
