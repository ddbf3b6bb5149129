import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at `warn`, whatever the level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request costs more CPU than most API handlers, so the access log is opt-in
 * (`LOG_LEVEL=debug`); errors keep their own lines with the request id (see errors.ts), and so
 * does any request slower than SLOW_REQUEST_MS.
 */
export function registerRequestLog(app: FastifyInstance, level: string) {
  const everyRequest = level === 'debug' || level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= SLOW_REQUEST_MS || everyRequest) {
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      };
      if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else request.log.debug(line, 'request completed');
    }
    done();
  });
}
