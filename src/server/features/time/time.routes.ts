import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { nycTimeSchema } from '#shared/schemas/time.ts';
import { NYC_ZONE } from '#shared/time.ts';

export function registerTimeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/time/nyc', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: nycTimeSchema } },
    handler: async () => {
      const now = DateTime.now().setZone(NYC_ZONE);
      return {
        nycTime: now.toFormat("cccc, LLLL d, yyyy 'at' h:mm:ss a ZZZZ"),
        timezone: NYC_ZONE,
        timestamp: now.toISO()!,
      };
    },
  });
}
