import type { FastifyInstance } from 'fastify';
import { forbidden } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always names the page's origin,
 * which must be ours (the configured public URL or the host it asked for).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost = origin === `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && !sameHost) throw forbidden('Cross-origin request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-origin request refused');
    }
  });
}
