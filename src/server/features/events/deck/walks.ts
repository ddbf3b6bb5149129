import { ALL_PRICE_BANDS, DAY_PARTS } from '#shared/deck-preferences.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import type { Walks } from './candidate-pool.ts';
import type { CoLike } from './deck-queries.ts';
import { valueWeight, type Taste } from './taste-model.ts';

/** The walks that feed the pool, shaped by what the model already believes. */
export function walksFor(taste: Taste, cats: string[], size: number, co: CoLike[]): Walks {
  const liked = (c: string) => valueWeight(taste, 'c', c).weight > 0.5;
  const slices = cats
    .flatMap((category) =>
      Object.values(DAY_PARTS).flatMap((dayPart) =>
        ALL_PRICE_BANDS.map((band) => ({
          category,
          dayPart,
          band,
          limit: 20,
          lift:
            valueWeight(taste, 'c', category).weight +
            valueWeight(taste, 'd', String(dayPart)).weight +
            valueWeight(taste, 'p', String(band)).weight,
        })),
      ),
    )
    .filter((s) => s.lift > 0.5)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 8);
  const places = boroughs
    .map((borough) => ({ borough, limit: 30, lift: valueWeight(taste, 'b', borough).weight }))
    .filter((b) => b.lift > 0.3)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 2);
  return {
    // At least a page from every category: a short pool means the deck is nearly dealt.
    categories: cats.map((category) => ({
      category,
      limit: Math.max(size, liked(category) ? 24 : 6),
    })),
    slices: slices.map(({ category, dayPart, band, limit }) => ({
      category,
      dayPart,
      band,
      limit,
    })),
    boroughs: places.map(({ borough, limit }) => ({ borough, limit })),
    popular: 20,
    ids: [...co]
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 100)
      .map((c) => c.id),
  };
}
