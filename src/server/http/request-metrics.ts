import type { FastifyInstance } from 'fastify';
import type { LatencyGroup, Metrics } from '#server/lib/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also times the route in its group's finer histogram (lib/metrics.ts). */
    latency?: LatencyGroup;
  }
}

/** What a request that matched no route is counted under, whatever its URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer by the route that matched: its pattern (`/api/events/:eventId`), so the
 * number of series stays bounded whatever URLs clients send.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    metrics.request({
      method: request.method,
      route: url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      group: config.latency,
    });
    done();
  });
}
