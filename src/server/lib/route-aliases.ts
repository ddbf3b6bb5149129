import type { FastifyInstance } from 'fastify';

/**
 * Paths kept answering besides a route's own (docs/ARCHITECTURE.md#route-aliases): the
 * product's first description named them, and the web app and calendar links already out there
 * call them. Key: the route as its feature registers it; value: the older path.
 */
export const routeAliases: Readonly<Record<string, string>> = {
  'POST /api/admin/events': '/api/events',
  'PUT /api/admin/events/bulk-edit': '/api/events/bulk-edit',
  'DELETE /api/admin/events/bulk-delete': '/api/events/bulk-delete',
  'PUT /api/admin/events/:eventId': '/api/events/:eventId',
  'DELETE /api/admin/events/:eventId': '/api/events/:eventId',
  'POST /api/admin/csv/preview': '/api/events/bulk-upload/preview',
  'POST /api/admin/csv/imports': '/api/events/bulk-upload',
  'GET /api/admin/csv/batches': '/api/events/batches',
  'DELETE /api/admin/csv/batch': '/api/events/batch/undo',
  'GET /api/admin/csv/template': '/api/events/csv-template',
  'GET /api/admin/csv/export': '/api/events/export/csv',
  'POST /api/admin/images': '/api/upload/image',
  'POST /api/admin/operations/mock-events': '/api/events/generate-mock',
  'POST /api/admin/operations/cleanup': '/api/events/cleanup',
  'GET /api/admin/operations/analytics': '/api/analytics',
  'GET /api/admin/crawl/status': '/api/crawl/status',
  'POST /api/admin/crawl/demo': '/api/crawl/demo',
  'POST /api/admin/crawl/real': '/api/scrape-real-events',
  'POST /api/admin/crawl/preview': '/api/crawl/preview',
  'GET /api/admin/time': '/api/time/nyc',
  'GET /api/search/events': '/api/events',
  'GET /api/calendar/events/:eventId.ics': '/api/events/:eventId/calendar.ics',
  'GET /api/calendar/users/:id/settings': '/api/users/:id/calendar-settings',
  'PATCH /api/calendar/users/:id/settings': '/api/users/:id/calendar-settings',
  'POST /api/business/views/:eventId': '/api/events/:eventId/view',
  'POST /api/payments/checkout': '/api/business/checkout',
  'GET /api/payments/checkout/:sessionId': '/api/business/checkout/:sessionId',
};

/**
 * Registers each aliased route a second time at its older path: the same handler, schema and
 * config (access included), so the two answer alike and the guards judge both. Must be added
 * after the guards' hook, which sets a route's access, and before the feature routes.
 */
export function registerRouteAliases(app: FastifyInstance) {
  app.addHook('onRoute', function (route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const alias = routeAliases[`${method} ${route.url}`];
      if (!alias) continue;
      // Where the route sits is Fastify's own record; it recomputes it for the alias.
      const { path: _path, routePath: _routePath, prefix: _prefix, ...options } = route;
      this.route({ ...options, method, url: alias });
    }
  });
}
