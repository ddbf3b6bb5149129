import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '#server/lib/errors.ts';
import { isUploadKey, type UploadStore } from '#server/uploads/upload-store.ts';

/** Uploaded pictures never change under their key (a new picture gets a new one). */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * Serves every stored upload at `/uploads/<key>`: from this server's directory as static files,
 * or from the shared bucket, so any server answers for a picture another one stored.
 */
export async function registerUploadFiles(
  app: FastifyInstance,
  store: UploadStore,
  dataDir: string,
) {
  const { open } = store;
  if (!open) {
    const root = path.join(dataDir, 'uploads');
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/uploads/*', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const found = isUploadKey(key) ? await open(key) : null;
      if (!found) throw notFound();
      reply.header('cache-control', CACHE_CONTROL).type(found.contentType);
      if (found.etag) {
        reply.header('etag', found.etag);
        if (request.headers['if-none-match'] === found.etag) {
          found.body.destroy();
          return reply.status(304).send();
        }
      }
      if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
      return reply.send(found.body);
    },
  });
}
