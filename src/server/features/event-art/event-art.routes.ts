import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseArtPath, renderEventArt } from '#server/events/event-art.ts';
import { notFound } from '#server/lib/errors.ts';
import { categoryColor } from '#shared/categories.ts';

/** The address names the whole picture, so it never changes and may be cached for good. */
const ART_CACHE = 'public, max-age=31536000, immutable';

/**
 * Generated event pictures (src/server/events/event-art.ts), public like the category art they
 * stand beside. Registered before the app's catch-all page, which would otherwise answer them.
 */
export function registerEventArtRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/images/art/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const spec = parseArtPath(`/images/art/${request.params.file}`);
      if (!spec) throw notFound();
      return reply
        .header('cache-control', ART_CACHE)
        .type('image/svg+xml; charset=utf-8')
        .send(renderEventArt(spec, categoryColor(spec.category)));
    },
  );
}
