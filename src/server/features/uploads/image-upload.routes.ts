import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMAGE_UPLOAD_DESCRIPTION,
  IMAGE_UPLOAD_RATE_LIMIT,
  receiveEventImage,
} from '#server/events/store-event-image.ts';
import type { UploadStore } from '#server/lib/upload-store.ts';
import { imageUploadResultSchema } from '#shared/schemas/admin-operations.ts';

export function registerImageUploadRoutes(app: FastifyInstance, store: UploadStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/images', {
    config: { access: 'admin', rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
    schema: {
      tags: ['admin'],
      description: IMAGE_UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      response: { 201: imageUploadResultSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await receiveEventImage(request, store)),
  });
}
