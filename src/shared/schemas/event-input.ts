import { z } from 'zod';
import { eventDateProblem } from '#shared/event-date-window.ts';
import { MAX_SPAN_DAYS, daysBetween } from '#shared/event-span.ts';
import { findBorough, parseSearchDate } from '#shared/search-filters.ts';
import { imageUrlInput } from '#shared/schemas/image-url.ts';
import { multilineText, plainText } from '#shared/schemas/text.ts';

/**
 * What admins (and later businesses) write about an event. The server normalises category,
 * time, price and place (src/server/events/event-normalize.ts); these schemas only decide what
 * may be written.
 */

export const EVENT_TEXT_MAX = { title: 200, venue: 200, description: 5000, short: 100, url: 2000 };
export const MISSING_EVENT_FIELDS = 'Missing fields: Please fill in title, date, and venue';
export const NO_BULK_CHANGES = 'No Changes: Please select at least one field to update';
/** One bulk request names at most this many events (the event database selects a page of 20). */
export const BULK_MAX_IDS = 1000;

/** One line of text, at most `max` characters, trimmed. */
export const trimmed = (max: number) =>
  plainText()
    .max(max)
    .transform((s) => s.trim());

/** YYYY-MM-DD that names a real day. */
export const isoDate = plainText().refine(
  (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseSearchDate(s) === s,
  'must be YYYY-MM-DD',
);

/** True for an absolute http(s) address. */
export const httpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A page about the event; empty or '#' means none, stored as null. */
export const sourceUrlInput = trimmed(EVENT_TEXT_MAX.url)
  .refine((s) => s === '' || s === '#' || httpUrl(s), 'must be a web address (https://…)')
  .transform((s) => (s === '' || s === '#' ? null : s));

/** A borough in any case ("queens"), spelled as src/shared/nyc lists it. */
const boroughInput = trimmed(40)
  .refine((s) => s === '' || findBorough(s) !== undefined, 'must be one of the five boroughs')
  .transform((s) => (s ? findBorough(s)! : null));

/** Why a last day cannot go with a first day, or undefined when it can. */
export function endDateProblem(date: string, endDate: string): string | undefined {
  if (!isoDate.safeParse(endDate).success) return 'must be YYYY-MM-DD';
  if (endDate < date) return 'must not be before the date';
  if (daysBetween(date, endDate) > MAX_SPAN_DAYS) return `must be within ${MAX_SPAN_DAYS} days`;
  return undefined;
}

/**
 * The first thing wrong with a new event's days, as the field and its message: the date in the
 * window of days events may have (#shared/event-date-window.ts), then the last day.
 */
export function eventDaysIssue(
  date: string,
  endDate: string | null | undefined,
): { path: 'date' | 'endDate'; message: string } | undefined {
  if (!isoDate.safeParse(date).success) return { path: 'date', message: 'must be YYYY-MM-DD' };
  const outside = eventDateProblem(date);
  if (outside) return { path: 'date', message: outside };
  const problem = endDate
    ? (endDateProblem(date, endDate) ?? eventDateProblem(endDate))
    : undefined;
  return problem ? { path: 'endDate', message: problem } : undefined;
}

/** An optional last day: empty means a one-day event, stored as null. */
export const endDateInput = plainText()
  .max(10)
  .transform((s) => s.trim() || null);

const eventFields = {
  title: trimmed(EVENT_TEXT_MAX.title),
  description: multilineText()
    .max(EVENT_TEXT_MAX.description)
    .transform((s) => s.trim()),
  date: plainText().max(10),
  time: trimmed(40),
  venue: trimmed(EVENT_TEXT_MAX.venue),
  price: trimmed(60),
  category: trimmed(60),
  performer: trimmed(EVENT_TEXT_MAX.short).transform((s) => s || null),
  imageUrl: imageUrlInput,
  sourceUrl: sourceUrlInput,
  neighborhood: trimmed(EVENT_TEXT_MAX.short).transform((s) => s || null),
  borough: boroughInput,
};

/**
 * POST /api/events. Missing title, date or venue answer one message for the form; then the date
 * must be a real YYYY-MM-DD. Defaults: time "TBD", price "Free", category "other"
 * (docs/product.md#manual-events).
 */
export const createEventSchema = z
  .object({
    title: eventFields.title.default(''),
    description: eventFields.description.default(''),
    date: eventFields.date.default(''),
    time: eventFields.time.default(''),
    venue: eventFields.venue.default(''),
    price: eventFields.price.default(''),
    category: eventFields.category.default(''),
    performer: eventFields.performer.optional(),
    imageUrl: eventFields.imageUrl.optional(),
    sourceUrl: eventFields.sourceUrl.optional(),
    neighborhood: eventFields.neighborhood.optional(),
    borough: eventFields.borough.optional(),
    allDay: z.boolean().default(false),
    endDate: endDateInput.optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.title || !e.date.trim() || !e.venue) {
      ctx.addIssue({ code: 'custom', message: MISSING_EVENT_FIELDS, path: [] });
      return;
    }
    const issue = eventDaysIssue(e.date.trim(), e.endDate);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  })
  .transform((e) => ({
    ...e,
    date: e.date.trim(),
    time: e.time || 'TBD',
    price: e.price || 'Free',
    category: e.category || 'other',
    performer: e.performer ?? null,
    imageUrl: e.imageUrl ?? null,
    sourceUrl: e.sourceUrl ?? null,
    neighborhood: e.neighborhood ?? null,
    borough: e.borough ?? null,
    endDate: e.endDate ?? null,
  }));
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

/**
 * PUT /api/events/{id}: the fields to change; title, date and venue cannot be emptied. A last
 * day is checked against the date the event will have (the server merges and checks again).
 * The window of days (#shared/event-date-window.ts) is checked by the server for a date or last
 * day that changes, so an event already past can still have its text corrected.
 */
export const updateEventSchema = z
  .object({
    title: eventFields.title.refine(Boolean, 'must not be empty'),
    description: eventFields.description,
    date: isoDate,
    time: eventFields.time,
    venue: eventFields.venue.refine(Boolean, 'must not be empty'),
    price: eventFields.price,
    category: eventFields.category,
    performer: eventFields.performer,
    imageUrl: eventFields.imageUrl,
    sourceUrl: eventFields.sourceUrl,
    neighborhood: eventFields.neighborhood,
    borough: eventFields.borough,
    allDay: z.boolean(),
    endDate: endDateInput,
  })
  .partial()
  .superRefine((e, ctx) => {
    if (!e.endDate) return;
    const problem = e.date
      ? endDateProblem(e.date, e.endDate)
      : isoDate.safeParse(e.endDate).success
        ? undefined
        : 'must be YYYY-MM-DD';
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export type UpdateEvent = z.output<typeof updateEventSchema>;

const eventIds = z
  .array(z.number().int().positive())
  .min(1, 'Select at least one event')
  .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} events at a time`);

/** PUT /api/events/bulk-edit: empty fields are not sent, and one must be. */
export const bulkEditSchema = z
  .object({
    eventIds,
    updates: z.object({
      category: eventFields.category.optional(),
      venue: eventFields.venue.optional(),
      price: eventFields.price.optional(),
    }),
  })
  .transform(({ eventIds, updates: u }) => ({
    eventIds,
    updates: {
      category: u.category || undefined,
      venue: u.venue || undefined,
      price: u.price || undefined,
    },
  }))
  // On the whole body, so the answer is the form's one message without a field path in front.
  .refine((b) => b.updates.category || b.updates.venue || b.updates.price, {
    message: NO_BULK_CHANGES,
    path: [],
  });
export type BulkEditInput = z.input<typeof bulkEditSchema>;

export const bulkDeleteSchema = z.object({ eventIds });
export const updatedCountSchema = z.object({ updatedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
/** DELETE /api/events/{id}: the event's swipe records go with it. */
export const deleteEventResultSchema = z.object({
  deleted: z.literal(true),
  userInteractionsDeleted: z.number().int(),
});
