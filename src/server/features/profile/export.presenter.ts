import type { user } from '#server/db/schema/auth.ts';
import type { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import type { CalendarSettingsRow } from '#server/db/schema/calendar-settings.ts';
import type { EventRow } from '#server/events/event-row.ts';
import type { userEvents } from '#server/db/schema/user-events.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import {
  presentBusinessAccountFields,
  presentBusinessEventFields,
} from '#server/lib/business-fields.presenter.ts';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';

/** Who the account is; never its password hash, tokens or role flags. */
export function presentExportAccount(u: typeof user.$inferSelect) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The calendar choices; the sealed Google tokens and the feed token stay behind. */
export function presentExportCalendar(row: CalendarSettingsRow | undefined) {
  if (!row) {
    const { googleCalendarConnected, appleCalendarPreference, autoAddToCalendar } =
      DEFAULT_CALENDAR_SETTINGS;
    return { googleCalendarConnected, appleCalendarPreference, autoAddToCalendar };
  }
  return {
    googleCalendarConnected: row.googleConnected,
    appleCalendarPreference: row.applePreference,
    autoAddToCalendar: row.autoAdd,
  };
}

export function presentExportSwipe(s: { swipe: typeof userEvents.$inferSelect; event: EventRow }) {
  return {
    action: s.swipe.action,
    swipedAt: s.swipe.createdAt.toISOString(),
    updatedAt: s.swipe.updatedAt.toISOString(),
    event: eventPresenter.card(s.event),
  };
}

/** The business account and its submissions, with where each stands; payments stay out. */
export function presentExportBusiness(
  a: typeof businessAccounts.$inferSelect,
  submitted: { event: typeof businessEvents.$inferSelect; eventId: number | null }[],
) {
  return {
    account: presentBusinessAccountFields(a),
    events: submitted.map(({ event: e, eventId }) => ({
      ...presentBusinessEventFields(e),
      rejectionReason: e.rejectionReason,
      paidAt: e.paidAt?.toISOString() ?? null,
      eventId,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** One stored image of the account: where it is served, its size on disk, where it came from. */
export function presentExportUpload(u: {
  url: string;
  bytes: number;
  sourceUrl: string | null;
  createdAt: Date;
}) {
  return {
    path: u.url,
    bytes: u.bytes,
    copiedFrom: u.sourceUrl,
    createdAt: u.createdAt.toISOString(),
  };
}
