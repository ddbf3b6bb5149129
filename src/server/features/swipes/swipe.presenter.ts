import type { EventRow } from '#server/events/event-row.ts';
import type { userEvents } from '#server/db/schema/user-events.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';

export function presentSwipe(s: {
  swipe: typeof userEvents.$inferSelect;
  event: EventRow;
}): UserEvent {
  return {
    id: s.swipe.id,
    userId: s.swipe.userId,
    eventId: s.swipe.eventId,
    action: s.swipe.action,
    createdAt: s.swipe.createdAt.toISOString(),
    updatedAt: s.swipe.updatedAt.toISOString(),
    event: eventPresenter.card(s.event),
  };
}
