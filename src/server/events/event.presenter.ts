import type { EventRow } from '#server/events/event-row.ts';
import { shownImage } from '#server/events/shown-image.ts';
import type { EventDatabaseRow, EventProvenance } from '#shared/schemas/event-database.ts';
import type { Event } from '#shared/schemas/events.ts';

/** The card every reader of events gets (deck, hot list, search, swipes, profile, export). */
function card(e: EventRow): Event {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    date: e.date,
    time: e.time,
    startsAt: e.startsAt.toISOString(),
    venue: e.venue,
    price: e.price,
    category: e.category,
    performer: e.performer,
    sourceUrl: e.sourceUrl,
    imageUrl: shownImage(e),
    neighborhood: e.neighborhood,
    borough: e.borough,
    isMovie: e.isMovie,
    allDay: e.allDay,
    startDate: e.startDate,
    endDate: e.endDate,
    likeCount: e.likeCount,
    fromBusiness: e.businessEventId !== null,
  };
}

/** The event database's row: the card plus where the event came from, for admins only. */
function adminRow(e: EventRow, sources: readonly EventProvenance[]): EventDatabaseRow {
  return {
    ...card(e),
    originalCategory: e.originalCategory,
    source: e.source,
    batchId: e.batchId,
    createdAt: e.createdAt.toISOString(),
    sources: [...sources],
  };
}

/**
 * The one place an events row becomes an API answer. Features pick a variant; none copies the
 * columns itself. The share page (`features/share/event-page.presenter.ts`) and calendar files
 * read the whole `EventRow` and compose their own documents from it.
 */
export const eventPresenter = { card, adminRow };
