import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import {
  IMAGE_UPLOAD_DESCRIPTION,
  IMAGE_UPLOAD_RATE_LIMIT,
  receiveEventImage,
  type ImageUploadDeps,
} from '#server/events/store-event-image.ts';
import { uploaderOf } from '#server/uploads/upload-quota.ts';
import { imageUploadResultSchema } from '#shared/schemas/admin-operations.ts';

export function registerImageUploadRoutes(
  app: FastifyInstance,
  deps: ImageUploadDeps & { config: Pick<Config, 'uploadQuota'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/upload/image', {
    config: { access: 'admin', rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
    schema: {
      tags: ['admin'],
      description: IMAGE_UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      response: { 201: imageUploadResultSchema },
    },
    handler: async (request, reply) => {
      const uploader = uploaderOf(currentUser(request), deps.config.uploadQuota);
      return reply.status(201).send(await receiveEventImage(request, deps, uploader));
    },
  });
}
