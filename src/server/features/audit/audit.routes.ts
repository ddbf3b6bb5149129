import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { auditPage } from '#server/features/audit/audit-log.service.ts';
import { auditPageSchema, auditQuerySchema } from '#shared/schemas/audit.ts';

/** The audit log of admin actions (docs/admin.md#audit-log). */
export function registerAuditRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/audit', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      description:
        'Admin actions newest first, 50 a page, filtered by action, actor (email), target and ' +
        'New York days `from`/`to`. Pass `nextBefore` back as `before` for the next page.',
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auditPage(db, request.query);
    },
  });
}
