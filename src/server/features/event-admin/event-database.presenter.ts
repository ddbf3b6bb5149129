import type { EventRow } from '#server/db/schema/events.ts';
import { presentEvent } from '#server/lib/event.presenter.ts';
import type { EventDatabaseRow, EventProvenance } from '#shared/schemas/event-database.ts';

export function presentEventDatabaseRow(
  e: EventRow,
  sources: readonly EventProvenance[],
): EventDatabaseRow {
  return {
    ...presentEvent(e),
    originalCategory: e.originalCategory,
    source: e.source,
    batchId: e.batchId,
    createdAt: e.createdAt.toISOString(),
    sources: [...sources],
  };
}
