import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client.ts';
import { fitPopulation, type Population } from './population-model.ts';
import type { Weight } from './probit-model.ts';
import { everyonesSwipes } from './swipe-facts.ts';
import { TASTE_SETTINGS } from './taste-settings.ts';

/** Everyone's model reads this many of the latest swipes… */
const WINDOW = 60_000;
/**
 * …of which one account lends at most this many: a script that passes hundreds of cards a minute
 * moves everyone's model no more than one person who swiped this much
 * (docs/deck-ranking.md#signals-from-other-people).
 */
export const PER_ACCOUNT = 120;

const storedSchema = z.object({
  steps: z.number().int().min(0),
  w: z.array(z.tuple([z.string(), z.number(), z.number().positive()])),
});

export interface PopulationSource {
  /** Everyone's model as last fitted (null before anyone swiped), refreshed when due. */
  current: () => Promise<Population | null>;
  /** Everyone's model as this server holds it now, without waiting for anything. */
  peek: () => Population | null;
  /** Waits for a fit or load under way: before the database closes. */
  settle: () => Promise<void>;
}

/**
 * Everyone's model for this server: stored in taste_population so every server reads the same
 * one, fitted by whichever server finds it older than `refitMs` (one at a time, under a named
 * lock), and read again by the others when a newer one is stored. A deck page never waits for a
 * fit, except with `refitMs` 0, where every page fits afresh (tests and the taste bench).
 */
export function populationSource(database: Database, o: { refitMs: number }): PopulationSource {
  let population: Population | null = null;
  let loaded = false;
  let checkedAt = -Infinity;
  let running: Promise<void> | null = null;

  async function load(): Promise<Population | null> {
    const [row] = await queryRows<{ model: unknown; swipes: number; fitted_ms: number | string }>(
      database.db,
      sql`SELECT model, swipes, extract(epoch FROM fitted_at) * 1000 AS fitted_ms
          FROM taste_population WHERE id = 1`,
    );
    const parsed = storedSchema.safeParse(row?.model);
    if (!row || !parsed.success) return null;
    return {
      model: {
        steps: parsed.data.steps,
        weights: new Map(
          parsed.data.w.map(([key, mean, variance]) => [key, [mean, variance, 0, 0] as Weight]),
        ),
      },
      swipes: row.swipes,
      fittedAt: Number(row.fitted_ms),
    };
  }

  async function fitAndStore(): Promise<Population> {
    const swipes = await everyonesSwipes(database.db, { window: WINDOW, perAccount: PER_ACCOUNT });
    const model = fitPopulation(swipes, TASTE_SETTINGS);
    const stored = {
      steps: model.steps,
      w: [...model.weights].map(([key, w]) => [key, w[0], w[1]]),
    };
    const [row] = await queryRows<{ fitted_ms: number | string }>(
      database.db,
      sql`INSERT INTO taste_population (id, model, swipes, fitted_at)
          VALUES (1, ${JSON.stringify(stored)}::jsonb, ${swipes.length}, now())
          ON CONFLICT (id) DO UPDATE SET model = excluded.model, swipes = excluded.swipes,
                                         fitted_at = excluded.fitted_at
          RETURNING extract(epoch FROM fitted_at) * 1000 AS fitted_ms`,
    );
    return { model, swipes: swipes.length, fittedAt: Number(row?.fitted_ms ?? Date.now()) };
  }

  async function refresh() {
    const stored = await load();
    if (stored && (!population || stored.fittedAt > population.fittedAt)) population = stored;
    if (population && Date.now() - population.fittedAt < o.refitMs) return;
    const fitted = await database.tryExclusive('taste-population', fitAndStore);
    if (fitted.ran) population = fitted.value;
  }

  function start(): Promise<void> {
    checkedAt = Date.now();
    running ??= refresh().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async current() {
      if (!loaded) {
        // The first page after start waits for the stored model, not for a fit.
        population = await load().catch(() => null);
        loaded = true;
      }
      if (Date.now() - checkedAt >= Math.min(o.refitMs, 10_000)) {
        const work = start().catch(() => undefined);
        if (o.refitMs === 0) await work;
      }
      return population;
    },
    peek: () => population,
    async settle() {
      await running?.catch(() => undefined);
    },
  };
}

/** A source that holds no model: everyone's weights at their prior (query-plan checks). */
export const noPopulation: PopulationSource = {
  current: () => Promise.resolve(null),
  peek: () => null,
  settle: () => Promise.resolve(),
};
