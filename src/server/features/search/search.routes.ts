import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { paginationLinks } from '#server/features/search/pagination-headers.ts';
import { searchEvents } from '#server/features/search/search.service.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { eventSchema } from '#shared/schemas/events.ts';
import { searchQuerySchema } from '#shared/schemas/search.ts';

export function registerSearchRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/search/events', {
    schema: {
      tags: ['search'],
      description:
        'Upcoming events matching every filter given: soonest first, or most relevant first ' +
        'with `q` (docs/search.md). X-Total-Count holds the number of matches and Link the ' +
        'first, prev, next and last pages.',
      querystring: searchQuerySchema,
      response: { 200: z.array(eventSchema) },
    },
    handler: async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await searchEvents(db, request.query);
      const at = request.url.indexOf('?');
      const search = at < 0 ? '' : request.url.slice(at + 1);
      reply.headers({
        'cache-control': 'no-store',
        'x-total-count': String(total),
        link: paginationLinks({ path: '/api/events', search, page, pageSize, total }),
      });
      return rows.map(eventPresenter.card);
    },
  });
}
