import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `localhost:80` and `localhost` are one host; a Host header that does not parse is nobody's. */
function normalHost(host: string | undefined, protocol: string): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers whatever Host it is asked under (health checks from a load balancer). */
    anyHost?: boolean;
  }
}

/**
 * DNS-rebinding and CSRF defence, for every route whatever the URL looks like: a request must
 * name one of our own hosts, and a cookie-authenticated write must come from one of our
 * origins (a browser always sends Origin, or at least Sec-Fetch-Site, on such requests).
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const origins = new Set(allowedOrigins);
  const hosts = new Set(allowedOrigins.map((o) => new URL(o).host));
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.anyHost) {
      // Browsers send the Host as configured; only odd spellings (`:80`) need parsing.
      const raw = request.headers.host;
      const known =
        (raw !== undefined && hosts.has(raw)) || hosts.has(normalHost(raw, request.protocol) ?? '');
      if (!known) throw new HttpError(421, 'Unknown host', 'UNKNOWN_HOST');
    }
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!origins.has(origin)) throw forbidden('Cross-origin request refused');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw forbidden('Cross-origin request refused');
    }
  });
}
