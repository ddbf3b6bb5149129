import type { EventRow } from '#server/db/schema/events.ts';
import type { Event } from '#shared/schemas/events.ts';

export function presentEvent(e: EventRow): Event {
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
    imageUrl: e.imageUrl,
    neighborhood: e.neighborhood,
    borough: e.borough,
    isMovie: e.isMovie,
    startDate: e.startDate,
    endDate: e.endDate,
    likeCount: e.likeCount,
    fromBusiness: e.businessEventId !== null,
  };
}
