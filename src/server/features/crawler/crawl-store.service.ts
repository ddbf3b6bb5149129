import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { eventSourceLinks } from '#server/db/schema/event-sources.ts';
import { events } from '#server/db/schema/events.ts';
import { insertKeyedEvents, refreshEvents } from '#server/events/event-insert.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import {
  findSameEvents,
  normalizedName,
  type MatchedEvent,
} from '#server/features/crawler/dedupe.ts';

/** A crawled event ready to store: its events row and where the source lists it. */
export interface StoredItem {
  sourceId: string;
  url: string | null;
  row: NewEventRow & { sourceKey: string };
}

interface StoreCounts {
  created: number;
  updated: number;
  skipped: number;
}

/** Events per transaction: each one short, so swipes and reads keep flowing meanwhile. */
const CHUNK = 500;

/** Records that `source` lists each event (or that it still does: last_seen_at moves on). */
async function link(
  tx: Db,
  source: string,
  links: { eventId: number; sourceId: string; url: string | null }[],
) {
  if (links.length === 0) return;
  await tx.execute(sql`INSERT INTO event_sources (event_id, source, source_id, url)
    SELECT l."eventId", ${source}, l."sourceId", l.url
    FROM json_to_recordset(${JSON.stringify(links)}::json) AS l("eventId" bigint, "sourceId" text, url text)
    ON CONFLICT (source, source_id) DO UPDATE SET last_seen_at = now(), url = EXCLUDED.url`);
}

/** Events already tied to these items: by this source's own id, else by the key it made. */
async function knownEvents(tx: Db, source: string, items: readonly StoredItem[]) {
  const byId = new Map<string, MatchedEvent>();
  const ids = items.map((i) => i.sourceId);
  const linked = await tx
    .select({
      sourceId: eventSourceLinks.sourceId,
      id: events.id,
      source: events.source,
      sourceKey: events.sourceKey,
    })
    .from(eventSourceLinks)
    .innerJoin(events, eq(events.id, eventSourceLinks.eventId))
    .where(and(eq(eventSourceLinks.source, source), inArray(eventSourceLinks.sourceId, ids)));
  for (const { sourceId, ...event } of linked) byId.set(sourceId, event);
  const unlinked = items.filter((i) => !byId.has(i.sourceId));
  if (unlinked.length === 0) return byId;
  const keys = unlinked.map((i) => i.row.sourceKey);
  const keyed = await tx
    .select({ id: events.id, source: events.source, sourceKey: events.sourceKey })
    .from(events)
    .where(inArray(events.sourceKey, keys));
  const bySourceKey = new Map(keyed.map((r) => [r.sourceKey, r]));
  for (const i of unlinked) {
    const hit = bySourceKey.get(i.row.sourceKey);
    if (hit) byId.set(i.sourceId, hit);
  }
  return byId;
}

/** One chunk in one transaction: match, refresh or insert, then record provenance. */
async function storeChunk(
  db: Db,
  source: string,
  items: readonly StoredItem[],
): Promise<StoreCounts> {
  return db.transaction(async (tx) => {
    const matched = await knownEvents(tx, source, items);
    const unknown = items.filter((i) => !matched.has(i.sourceId));
    const same = await findSameEvents(
      tx,
      unknown.map((item, i) => ({
        i,
        date: item.row.date,
        title: item.row.title,
        venue: item.row.venue ?? '',
      })),
    );
    unknown.forEach((item, i) => {
      const hit = same.get(i);
      if (hit) matched.set(item.sourceId, hit);
    });

    // An event is rewritten only by the source that created it; any other source (another
    // crawler source, a business, a CSV) adds its provenance and leaves the card as it is.
    const updates = items.flatMap((item) => {
      const hit = matched.get(item.sourceId);
      return hit && hit.source === 'crawler' && hit.sourceKey === item.row.sourceKey
        ? [{ id: hit.id, row: item.row }]
        : [];
    });
    await refreshEvents(tx, updates);

    // New events; a second listing of the same event in this batch joins the first one's card.
    const leaders = new Map<string, StoredItem>();
    const leaderOf = new Map<StoredItem, StoredItem>();
    for (const item of items) {
      if (matched.has(item.sourceId)) continue;
      const key = `${item.row.date}|${normalizedName(item.row.title)}|${normalizedName(item.row.venue ?? '')}`;
      const leader = leaders.get(key);
      if (leader) leaderOf.set(item, leader);
      else leaders.set(key, item);
    }
    const created = await insertKeyedEvents(
      tx,
      [...leaders.values()].map((i) => i.row),
    );
    const eventIdOf = (item: StoredItem) =>
      matched.get(item.sourceId)?.id ?? created.get(item.row.sourceKey);

    // A key taken since the lookup (another writer) is found again rather than duplicated.
    const lost = [...leaders.values()].filter((i) => !created.has(i.row.sourceKey));
    if (lost.length > 0) {
      for (const [id, hit] of await knownEvents(tx, source, lost)) matched.set(id, hit);
    }

    const links = items.flatMap((item) => {
      const eventId = eventIdOf(leaderOf.get(item) ?? item);
      return eventId === undefined ? [] : [{ eventId, sourceId: item.sourceId, url: item.url }];
    });
    await link(tx, source, links);
    return {
      created: created.size,
      updated: links.length - created.size,
      skipped: items.length - links.length,
    };
  });
}

/**
 * Stores one source's crawled events (docs/crawler.md): each is matched to an existing event
 * by the source's own id, else by day, title and venue; a match is refreshed (when this source
 * made it) and gains this source's provenance; anything else becomes a new event. A source
 * listing one id twice has the repeat counted as skipped.
 */
export async function storeCrawledEvents(
  db: Db,
  source: string,
  items: readonly StoredItem[],
): Promise<StoreCounts> {
  const unique = new Map<string, StoredItem>();
  for (const item of items) if (!unique.has(item.sourceId)) unique.set(item.sourceId, item);
  const totals: StoreCounts = { created: 0, updated: 0, skipped: items.length - unique.size };
  const list = [...unique.values()];
  for (let start = 0; start < list.length; start += CHUNK) {
    const counts = await storeChunk(db, source, list.slice(start, start + CHUNK));
    totals.created += counts.created;
    totals.updated += counts.updated;
    totals.skipped += counts.skipped;
  }
  return totals;
}
