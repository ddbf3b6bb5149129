import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { readAnalytics } from '#server/features/operations/analytics.service.ts';
import { generateMockEvents } from '#server/features/operations/mock-events.service.ts';
import {
  presentAnalytics,
  presentMockResult,
} from '#server/features/operations/operations.presenter.ts';
import { auditedRun } from '#server/lib/audit-log.ts';
import type { Job, RunNow } from '#server/lib/job.ts';
import {
  analyticsSchema,
  cleanupResultSchema,
  generateMockResultSchema,
  generateMockSchema,
  type CleanupResult,
} from '#shared/schemas/admin-operations.ts';

/**
 * Up to 5,000 inserts a call: a few a minute per admin is plenty. The guard has already run, so
 * the session user is known and limits each admin rather than each address.
 */
const mockRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: { sessionUser: { id: string } | null; ip: string }) =>
    request.sessionUser?.id ?? request.ip,
};

export interface OperationDeps {
  db: Db;
  runNow: RunNow;
  /** The hourly cleanup, which an admin may also run at once. */
  cleanupJob: Pick<Job<CleanupResult>, 'name' | 'run'>;
}

/** The admin operations: mock data, cleanup on demand, and the panel's analytics. */
export function registerOperationRoutes(app: FastifyInstance, deps: OperationDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, runNow, cleanupJob } = deps;

  r.post('/api/events/generate-mock', {
    config: { access: 'admin', rateLimit: mockRateLimit },
    schema: {
      tags: ['admin'],
      description: 'Inserts 1–5000 realistic upcoming events at real venues, all or none.',
      body: generateMockSchema,
      response: { 200: generateMockResultSchema },
    },
    handler: async (request) => {
      const { count } = request.body;
      const { created } = await auditedRun(
        db,
        currentUser(request),
        { action: 'events.mock_generate', targetType: 'job', targetId: 'generate-mock' },
        () => runNow(db, { name: 'generate-mock', run: () => generateMockEvents(db, count) }),
        (done) => ({ requested: count, created: done.created }),
      );
      return presentMockResult(created);
    },
  });

  r.post('/api/events/cleanup', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      description:
        'Runs the hourly cleanup now: started events, events every swiper passed, and their swipes.',
      response: { 200: cleanupResultSchema },
    },
    handler: async (request) =>
      auditedRun(
        db,
        currentUser(request),
        { action: 'cleanup.run', targetType: 'job', targetId: cleanupJob.name },
        () => runNow(db, cleanupJob),
        (result) => result,
      ),
  });

  r.get('/api/analytics', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: analyticsSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentAnalytics(await readAnalytics(db));
    },
  });
}
