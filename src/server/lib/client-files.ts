import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '#server/lib/errors.ts';
import { pagePolicy } from '#server/lib/security-headers.ts';

export const CLIENT_DIST = path.resolve('dist/client');
/** index.html names the request's style nonce here; see src/client/main.tsx. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never), uploaded images,
 * and index.html for every other non-API GET so client-side routes survive a reload.
 */
/**
 * Only a GET for a client-side route gets the app's page. API calls, hashed assets (an old tab
 * after a deploy) and uploads are files or data that do not exist: a real 404.
 */
function wantsPage(method: string, url: string): boolean {
  if (method !== 'GET') return false;
  let pathName: string;
  try {
    pathName = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return false;
  }
  return !['/api', '/assets/', '/uploads/'].some((prefix) => pathName.startsWith(prefix));
}

export async function registerClientFiles(
  app: FastifyInstance,
  dataDir: string,
  clientDir = CLIENT_DIST,
) {
  const uploads = path.join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own cache headers below; the plugin's default (max-age=0) would overwrite them.
      cacheControl: false,
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

  const page = hasClient ? readFileSync(path.join(clientDir, 'index.html'), 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    if (!hasClient || !wantsPage(request.method, request.url)) throw notFound();
    const policy = pagePolicy();
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', policy.header);
    return reply
      .type('text/html; charset=utf-8')
      .send(page.replaceAll(NONCE_PLACEHOLDER, policy.nonce));
  });
}
