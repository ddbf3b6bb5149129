import { eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { categoryArtUrls, isCategoryArt, knownVenuePlace } from '#server/events/derived-columns.ts';
import { checkEventChanges, checkEventRow } from '#server/events/event-check.ts';
import {
  deriveEventColumns,
  defaultImageFor,
  type EventText,
} from '#server/events/event-normalize.ts';
import { eventColumns, type EventRow, type NewEventRow } from '#server/events/event-row.ts';
import { normalizeCategory } from '#shared/categories.ts';
import { daysBetween, isAllDayTime, shiftDate } from '#shared/event-span.ts';
import { parsePrice } from '#shared/price.ts';
import { eventDateProblem } from '#shared/event-date-window.ts';
import { endDateProblem, type UpdateEvent } from '#shared/schemas/event-input.ts';
import { badRequest } from '#server/lib/errors.ts';

/** Hears of a time that did not parse and was read as 7:00 PM. */
export type OnDefaultTime = (time: string) => void;

/** Fields whose change recomputes the derived columns (start, category, price, place, art). */
const DERIVING_FIELDS = [
  'date',
  'time',
  'category',
  'price',
  'venue',
  'neighborhood',
  'borough',
  'imageUrl',
  'allDay',
  'endDate',
] as const satisfies readonly (keyof UpdateEvent)[];

/**
 * The last day after `changes`: the one given, else the old run moved with a new date (a
 * three-day festival moved a week is still three days), else none.
 */
function mergedEndDate(existing: EventRow, changes: UpdateEvent, date: string): string | null {
  if (changes.endDate !== undefined) return changes.endDate;
  if (!existing.endDate) return null;
  return shiftDate(existing.endDate, daysBetween(existing.date, date));
}

/** All-day after `changes`: said outright, or by a new time, or as it was. */
function mergedAllDay(existing: EventRow, changes: UpdateEvent): boolean {
  if (changes.allDay !== undefined) return changes.allDay;
  if (changes.time !== undefined) return isAllDayTime(changes.time);
  return existing.allDay;
}

/** The event's text after `changes`, as the derivation reads it. */
function mergedText(existing: EventRow, changes: UpdateEvent): EventText {
  const venue = changes.venue ?? existing.venue;
  // A new venue we know moves the event to that venue's place unless the edit names one; an
  // unknown venue keeps the place it had (a renamed or misspelt venue has not moved).
  const placeNamed = changes.neighborhood !== undefined || changes.borough !== undefined;
  const moved = changes.venue !== undefined && !placeNamed && knownVenuePlace(venue) !== undefined;
  const imageUrl = changes.imageUrl !== undefined ? changes.imageUrl : existing.imageUrl;
  const date = changes.date ?? existing.date;
  const allDay = mergedAllDay(existing, changes);
  // An event that stops being all-day without a new time gets the default evening start.
  const time = changes.time ?? (existing.allDay && !allDay ? '' : existing.time);
  return {
    title: changes.title ?? existing.title,
    description: changes.description ?? existing.description,
    date,
    time,
    allDay,
    endDate: mergedEndDate(existing, changes, date),
    venue,
    price: changes.price ?? existing.price,
    // What the admin once wrote ("Concerts"), so it survives edits of other fields.
    category: changes.category ?? existing.originalCategory ?? existing.category,
    performer: changes.performer !== undefined ? changes.performer : existing.performer,
    sourceUrl: changes.sourceUrl !== undefined ? changes.sourceUrl : existing.sourceUrl,
    // Category art is no choice of the admin's: it follows the category.
    imageUrl: imageUrl && !isCategoryArt(imageUrl) ? imageUrl : null,
    neighborhood: moved
      ? null
      : changes.neighborhood !== undefined
        ? changes.neighborhood
        : existing.neighborhood,
    borough: moved ? null : changes.borough !== undefined ? changes.borough : existing.borough,
  };
}

/**
 * Applies `changes` to an event: read it under a row lock, merge, derive once, write. Undefined
 * when there is no such event.
 */
export async function updateEvent(
  db: Db,
  id: number,
  changes: UpdateEvent,
  onDefaultTime: OnDefaultTime,
): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select(eventColumns)
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!existing) return undefined;
    const text = mergedText(existing, changes);
    // A last day sent without a date is checked here, against the date the event keeps.
    const problem = changes.endDate ? endDateProblem(text.date, changes.endDate) : undefined;
    if (problem) throw badRequest(`endDate: ${problem}`);
    // Only a day that changes must be in the window, so a past event's text can be corrected.
    for (const field of ['date', 'endDate'] as const) {
      const day = changes[field];
      const outside = day && day !== existing[field] ? eventDateProblem(day) : undefined;
      if (outside) throw badRequest(`${field}: ${outside}`);
    }
    const derived: Partial<ReturnType<typeof deriveEventColumns>> = DERIVING_FIELDS.some(
      (f) => changes[f] !== undefined,
    )
      ? deriveEventColumns(text, onDefaultTime)
      : {};
    const set = checkEventRow({
      title: text.title,
      description: text.description,
      date: text.date,
      time: derived.time ?? text.time,
      venue: text.venue,
      price: text.price,
      performer: text.performer,
      sourceUrl: text.sourceUrl,
      ...derived,
      startsAt: derived.startsAt ?? existing.startsAt,
    });
    const [row] = await tx
      .update(events)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning(eventColumns);
    return row;
  });
}

export interface BulkUpdates {
  category?: string | undefined;
  venue?: string | undefined;
  price?: string | undefined;
}

/**
 * The columns a bulk edit writes, derived as event-normalize derives them and checked
 * as event-check checks them. Each depends only on the new value and the row's own columns, so
 * one UPDATE serves every selected event.
 */
function bulkSet(updates: BulkUpdates): PgUpdateSetSource<typeof events> {
  const set: PgUpdateSetSource<typeof events> = { updatedAt: sql`now()` };
  if (updates.category !== undefined) {
    const category = normalizeCategory(updates.category);
    const isMovie = category === 'movie';
    // An event that becomes a movie runs at least through its day; one that stops being a movie
    // keeps a last day only when it still lasts beyond its start (all-day, several days).
    const endDate = isMovie
      ? sql`coalesce(${events.endDate}, ${events.date})`
      : sql`CASE WHEN ${events.allDay} OR ${events.endDate} > ${events.date} THEN ${events.endDate} END`;
    Object.assign(set, {
      category,
      originalCategory: updates.category,
      isMovie,
      startDate: isMovie ? sql`${events.date}` : null,
      endDate,
      // Category art follows the category; an image of the event's own stays.
      imageUrl: sql`CASE WHEN ${events.imageUrl} IS NULL OR ${inArray(events.imageUrl, categoryArtUrls)}
        THEN ${defaultImageFor(category)} ELSE ${events.imageUrl} END`,
    });
  }
  if (updates.price !== undefined) {
    const cents = parsePrice(updates.price);
    Object.assign(set, {
      price: updates.price,
      priceMinCents: cents?.minCents ?? null,
      priceMaxCents: cents?.maxCents ?? null,
    });
  }
  if (updates.venue !== undefined) {
    // A venue we know brings its own place; an unknown one (a rename, a typo fixed) leaves each
    // event where it was, as a single edit does.
    Object.assign(set, { venue: updates.venue, ...knownVenuePlace(updates.venue) });
  }
  // The literal columns; the CASE expressions above only pick between checked values.
  const {
    updatedAt: _updatedAt,
    startDate: _start,
    endDate: _end,
    imageUrl: _image,
    ...literal
  } = set;
  checkEventChanges(literal as Partial<NewEventRow>);
  return set;
}

/** Applies the same changes to every listed event; ids without an event are not counted. */
export async function bulkEditEvents(
  db: Db,
  eventIds: number[],
  updates: BulkUpdates,
): Promise<number> {
  const updated = await db
    .update(events)
    .set(bulkSet(updates))
    .where(inArray(events.id, eventIds))
    .returning({ id: events.id });
  return updated.length;
}
