import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { paginationLinks } from '#server/features/search/pagination-headers.ts';
import { applyUnderstanding } from '#server/features/search/apply-understanding.ts';
import { searchEvents } from '#server/features/search/search.service.ts';
import { nycToday } from '#shared/time.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import { searchQuerySchema, searchResultListSchema } from '#shared/schemas/search.ts';

export function registerSearchRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/events', {
    config: { latency: 'search' },
    schema: {
      tags: ['search'],
      description:
        'Upcoming events matching every filter given: soonest first, or with `q` and ' +
        '`sort=relevance` most relevant first; saved events are marked (`savedAs`). ' +
        'X-Total-Count holds the number of matches up to 1,000; `X-Total-Count-Capped: true` ' +
        'says there are more. Pass X-Next-Cursor back as `cursor` for the next page; Link ' +
        'names the first and next pages. Words of `q` that name a place, a time, a price or a ' +
        'kind of event become filters unless a parameter gives that filter; ' +
        'X-Search-Understood lists them (URI-encoded JSON of {words, label, applied}); words ' +
        'in double quotes are searched as words (docs/search.md).',
      querystring: searchQuerySchema,
      response: { 200: searchResultListSchema },
    },
    handler: async (request, reply) => {
      const { pageSize } = request.query;
      const { query, parts } = applyUnderstanding(request.query, nycToday());
      const found = await searchEvents(db, currentUser(request).id, query);
      const at = request.url.indexOf('?');
      const search = at < 0 ? '' : request.url.slice(at + 1);
      reply.headers({
        'cache-control': 'no-store',
        'x-total-count': String(found.total),
        link: paginationLinks({
          path: '/api/events',
          search,
          pageSize,
          nextCursor: found.nextCursor,
        }),
      });
      if (found.capped) reply.header('x-total-count-capped', 'true');
      // URI-encoded JSON: the words as typed may hold any character, a header only Latin-1.
      if (parts.length > 0) {
        reply.header('x-search-understood', encodeURIComponent(JSON.stringify(parts)));
      }
      if (found.nextCursor) reply.header('x-next-cursor', found.nextCursor);
      return found.rows.map((e) => ({ ...eventPresenter.card(e), savedAs: e.savedAs }));
    },
  });
}
