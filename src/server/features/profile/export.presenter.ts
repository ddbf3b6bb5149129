import type { user } from '#server/db/schema/auth.ts';
import type { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import type { CalendarSettingsRow } from '#server/db/schema/calendar-settings.ts';
import type { EventRow } from '#server/events/event-row.ts';
import type { userEvents } from '#server/db/schema/user-events.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
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
    account: {
      companyName: a.companyName,
      businessType: a.businessType,
      contactName: a.contactName,
      email: a.email,
      phone: a.phone,
      website: a.website,
      description: a.description,
      isApproved: a.isApproved,
      createdAt: a.createdAt.toISOString(),
    },
    events: submitted.map(({ event: e, eventId }) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      date: e.date,
      time: e.time,
      venue: e.venue,
      price: e.price,
      category: e.category,
      imageUrl: e.imageUrl,
      sourceUrl: e.sourceUrl,
      status: e.status,
      rejectionReason: e.rejectionReason,
      paidAt: e.paidAt?.toISOString() ?? null,
      eventId,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
