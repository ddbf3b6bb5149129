import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { presentPreferences } from '#server/features/profile/preferences.presenter.ts';
import {
  readPreferences,
  updatePreferences,
} from '#server/features/profile/preferences.service.ts';
import { presentStats } from '#server/features/profile/stats.presenter.ts';
import { swipeCounts } from '#server/features/profile/stats.service.ts';
import { userIdParamsSchema } from '#shared/schemas/calendar.ts';
import {
  preferencesPatchSchema,
  preferencesSchema,
  profileStatsSchema,
} from '#shared/schemas/profile.ts';

/** The profile's stats and event preferences; `/api/users/me/…` names the signed-in user. */
export function registerProfileRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/:id/stats', {
    schema: {
      tags: ['profile'],
      description: 'The profile values for the signed-in user, from one query.',
      params: userIdParamsSchema,
      response: { 200: profileStatsSchema },
    },
    handler: async (request, reply) => {
      const userId = ownUserId(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return presentStats(await swipeCounts(db, userId));
    },
  });

  r.get('/api/users/:id/preferences', {
    schema: {
      tags: ['profile'],
      params: userIdParamsSchema,
      response: { 200: preferencesSchema },
    },
    handler: async (request) =>
      presentPreferences(await readPreferences(db, ownUserId(request, request.params.id))),
  });

  r.patch('/api/users/:id/preferences', {
    config: { notForDemo: true },
    schema: {
      tags: ['profile'],
      description: 'Changes some preferences; they rank the deck (docs/deck-ranking.md).',
      params: userIdParamsSchema,
      body: preferencesPatchSchema,
      response: { 200: preferencesSchema },
    },
    handler: async (request) => {
      const userId = ownUserId(request, request.params.id);
      return presentPreferences(await updatePreferences(db, userId, request.body));
    },
  });
}
