import { z } from 'zod';
import { eventSources } from '#server/db/schema/events.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import { HttpError } from '#server/lib/errors.ts';
import { categories } from '#shared/categories.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import { EVENT_TEXT_MAX, isoDate } from '#shared/schemas/event-input.ts';
import { multilineText, plainText } from '#shared/schemas/text.ts';

const line = (max: number) => plainText().max(max);
const optionalLine = (max: number) => line(max).nullable().optional();
const cents = z.number().int().min(0).nullable().optional();

/**
 * What every events row holds after normalisation, whichever path wrote it (form, bulk edit,
 * CSV, crawler, business, mock, seed): a title, a real day, a known category and borough, text
 * without control characters and within the form's limits. The input schemas check what people
 * send; this checks what the server is about to store, so a path that skips a step fails here
 * rather than leaving a row the deck, search or calendars cannot read.
 */
const eventFields = z.object({
  title: line(EVENT_TEXT_MAX.title).refine((s) => s.trim() !== '', 'must not be empty'),
  description: multilineText().max(EVENT_TEXT_MAX.description).optional(),
  date: isoDate,
  time: line(40).optional(),
  startsAt: z.date().refine((d) => !Number.isNaN(d.getTime()), 'must be a valid time'),
  venue: line(EVENT_TEXT_MAX.venue).optional(),
  price: line(60).optional(),
  priceMinCents: cents,
  priceMaxCents: cents,
  category: z.enum(categories.map((c) => c.id)).optional(),
  originalCategory: optionalLine(EVENT_TEXT_MAX.short),
  performer: optionalLine(EVENT_TEXT_MAX.title),
  sourceUrl: optionalLine(EVENT_TEXT_MAX.url),
  imageUrl: optionalLine(EVENT_TEXT_MAX.url),
  neighborhood: optionalLine(EVENT_TEXT_MAX.short),
  borough: z.enum(boroughs).nullable().optional(),
  allDay: z.boolean().optional(),
  startDate: isoDate.nullable().optional(),
  endDate: isoDate.nullable().optional(),
  source: z.enum(eventSources).optional(),
});

const eventRowSchema = eventFields
  .refine(
    (r) => r.priceMinCents == null || r.priceMaxCents == null || r.priceMinCents <= r.priceMaxCents,
    { message: 'lowest price above highest', path: ['priceMinCents'] },
  )
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    message: 'run ends before it starts',
    path: ['endDate'],
  })
  .refine((r) => !r.endDate || r.endDate >= r.date, {
    message: 'last day before the first',
    path: ['endDate'],
  })
  .refine((r) => !r.allDay || Boolean(r.endDate), {
    message: 'missing on an all-day event',
    path: ['endDate'],
  });

/** Refused by the writer: the row would break what readers of events rely on. */
export class InvalidEventError extends HttpError {
  constructor(detail: string) {
    super(400, `Invalid event: ${detail}`, 'INVALID_EVENT');
  }
}

/** The row unchanged, or InvalidEventError naming the first field that is wrong. */
export function checkEventRow<T extends Partial<NewEventRow>>(row: T): T {
  const checked = eventRowSchema.safeParse(row);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new InvalidEventError(`${issue.path.join('.')} ${issue.message}`);
  }
  return row;
}

/** The same check for the literal columns a bulk update writes: only those present are read. */
export function checkEventChanges<T extends Partial<NewEventRow>>(changes: T): T {
  const checked = eventFields.partial().safeParse(changes);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new InvalidEventError(`${issue.path.join('.')} ${issue.message}`);
  }
  return changes;
}
