import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '#server/lib/errors.ts';

export const CLIENT_DIST = path.resolve('dist/client');
/** index.html names the request's style nonce here; see src/client/main.tsx. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never), uploaded images,
 * and index.html for every other non-API GET so client-side routes survive a reload.
 */
export async function registerClientFiles(app: FastifyInstance, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasClient = existsSync(path.join(CLIENT_DIST, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is served by the fallback below, with the request's nonce filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const page = hasClient ? readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // A missing hashed asset is a real 404 (an old tab after a deploy), not a page to route.
    const wantsPage =
      request.method === 'GET' && !url.startsWith('/api') && !url.startsWith('/assets/');
    if (!wantsPage || !hasClient) throw notFound(`No route for ${request.method} ${url}`);
    reply.header('cache-control', 'no-cache');
    return reply
      .type('text/html; charset=utf-8')
      .send(page.replaceAll(NONCE_PLACEHOLDER, reply.cspNonce.style));
  });
}
