import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { bulkDeleteEvents, deleteEvent } from '#server/events/event-delete.ts';
import { insertEvent } from '#server/events/event-insert.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { bulkEditEvents, updateEvent, type OnDefaultTime } from '#server/events/event-update.ts';
import {
  eventDatabasePage,
  eventProvenance,
} from '#server/features/event-admin/event-database.service.ts';
import { ownImageUrl, type RemoteImageDeps } from '#server/events/remote-event-image.ts';
import type { Config } from '#server/config.ts';
import { recordAudit } from '#server/lib/audit-log.ts';
import { uploaderOf } from '#server/uploads/upload-quota.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  eventDatabaseQuerySchema,
  eventDatabaseRowSchema,
} from '#shared/schemas/event-database.ts';
import {
  bulkDeleteSchema,
  bulkEditSchema,
  createEventSchema,
  deleteEventResultSchema,
  deletedCountSchema,
  updatedCountSchema,
  updateEventSchema,
} from '#shared/schemas/event-input.ts';
import { eventIdParamsSchema, eventSchema } from '#shared/schemas/events.ts';

const admin = { access: 'admin' } as const;

/** A time that does not parse starts at 7:00 PM, with a logged warning. */
const warnDefaultTime =
  (request: FastifyRequest): OnDefaultTime =>
  (time) =>
    request.log.warn({ time }, 'Event time not understood; the event starts at 7:00 PM');

export interface EventAdminDeps {
  db: Db;
  /** Copies a form's https picture into our uploads (docs/product.md#pictures-we-serve). */
  pictures: RemoteImageDeps;
  uploadQuota: Config['uploadQuota'];
}

/** Says what happens to an https picture address, for the API docs. */
const IMAGE_URL_NOTE =
  'An https `imageUrl` is fetched and stored as our own copy (counted against the ' +
  "admin's upload quota, 429 `UPLOAD_QUOTA` beyond); one that cannot be fetched or is not a " +
  'picture answers 422 `IMAGE_URL_UNUSABLE` naming `imageUrl`.';

/**
 * The admin's event writes and the event database list (docs/product.md#event-database). Each
 * write records its audit entry in the write's own transaction (docs/admin.md#audit-log).
 */
export function registerEventAdminRoutes(app: FastifyInstance, deps: EventAdminDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The form's picture as stored: our own path kept, an https address copied first. */
  const storedImage = (request: FastifyRequest, imageUrl: string | null | undefined) =>
    ownImageUrl(deps.pictures, uploaderOf(currentUser(request), deps.uploadQuota), imageUrl);

  r.post('/api/events', {
    config: admin,
    schema: {
      tags: ['admin'],
      description: IMAGE_URL_NOTE,
      body: createEventSchema,
      response: { 201: eventSchema },
    },
    handler: async (request, reply) => {
      const imageUrl = (await storedImage(request, request.body.imageUrl)) ?? null;
      const row = await db.transaction(async (tx) => {
        const created = await insertEvent(
          tx,
          eventRowFrom({ ...request.body, imageUrl }, 'manual', warnDefaultTime(request)),
        );
        await recordAudit(tx, currentUser(request), {
          action: 'event.create',
          targetType: 'event',
          targetId: created.id,
          details: { title: created.title },
        });
        return created;
      });
      return reply.status(201).send(eventPresenter.card(row));
    },
  });

  // Static segments win over `:eventId` in Fastify's router, so these two are never ids.
  r.put('/api/events/bulk-edit', {
    config: admin,
    schema: { tags: ['admin'], body: bulkEditSchema, response: { 200: updatedCountSchema } },
    handler: async (request) => {
      const { eventIds, updates } = request.body;
      const updatedCount = await db.transaction(async (tx) => {
        const count = await bulkEditEvents(tx, eventIds, updates);
        await recordAudit(tx, currentUser(request), {
          action: 'events.bulk_edit',
          targetType: 'events',
          details: { eventIds, updates, updatedCount: count },
        });
        return count;
      });
      return { updatedCount };
    },
  });

  r.delete('/api/events/bulk-delete', {
    config: admin,
    schema: { tags: ['admin'], body: bulkDeleteSchema, response: { 200: deletedCountSchema } },
    handler: async (request) => {
      const { eventIds } = request.body;
      const deletedCount = await db.transaction(async (tx) => {
        const count = await bulkDeleteEvents(tx, eventIds);
        await recordAudit(tx, currentUser(request), {
          action: 'events.bulk_delete',
          targetType: 'events',
          details: { eventIds, deletedCount: count },
        });
        return count;
      });
      return { deletedCount };
    },
  });

  r.put('/api/events/:eventId', {
    config: admin,
    schema: {
      tags: ['admin'],
      description: IMAGE_URL_NOTE,
      params: eventIdParamsSchema,
      body: updateEventSchema,
      response: { 200: eventSchema },
    },
    handler: async (request) => {
      const { eventId } = request.params;
      const imageUrl = await storedImage(request, request.body.imageUrl);
      const changes = { ...request.body, ...(imageUrl === undefined ? {} : { imageUrl }) };
      const row = await db.transaction(async (tx) => {
        const updated = await updateEvent(tx, eventId, changes, warnDefaultTime(request));
        if (!updated) throw notFound('Event not found');
        await recordAudit(tx, currentUser(request), {
          action: 'event.update',
          targetType: 'event',
          targetId: eventId,
          details: { changes },
        });
        return updated;
      });
      return eventPresenter.card(row);
    },
  });

  r.delete('/api/events/:eventId', {
    config: admin,
    schema: {
      tags: ['admin'],
      params: eventIdParamsSchema,
      response: { 200: deleteEventResultSchema },
    },
    handler: async (request) => {
      const { eventId } = request.params;
      const removed = await db.transaction(async (tx) => {
        const gone = await deleteEvent(tx, eventId);
        if (!gone) throw notFound('Event not found');
        await recordAudit(tx, currentUser(request), {
          action: 'event.delete',
          targetType: 'event',
          targetId: eventId,
          details: gone,
        });
        return gone;
      });
      return { deleted: true as const, ...removed };
    },
  });

  r.get('/api/admin/events', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'The event database: every event, newest first, 20 a page. Pass the last id on screen ' +
        'as `after` for the next page and the first as `before` for the previous one. ' +
        'X-Total-Count counts matches up to 10,000 (X-Total-Capped: 1 beyond); X-Has-More ' +
        'says whether another page lies in the direction of travel.',
      querystring: eventDatabaseQuerySchema,
      response: { 200: z.array(eventDatabaseRowSchema) },
    },
    handler: async (request, reply) => {
      const { rows, hasMore, total, capped } = await eventDatabasePage(db, request.query);
      reply.headers({
        'cache-control': 'no-store',
        'x-total-count': String(total),
        'x-has-more': hasMore ? '1' : '0',
        ...(capped ? { 'x-total-capped': '1' } : {}),
      });
      const sources = await eventProvenance(
        db,
        rows.map((e) => e.id),
      );
      return rows.map((e) => eventPresenter.adminRow(e, sources.get(e.id) ?? []));
    },
  });
}
