import { ALL_PRICE_BANDS, DAY_PARTS } from '#shared/deck-preferences.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import type { Walks } from './candidate-pool.ts';
import type { CoLike } from './deck-queries.ts';
import { valueWeight, type Taste } from './taste-model.ts';

/**
 * How deep each walk reads. A page deals six cards; halving these from 24 / 20 / 30 / 100 moved
 * no capture of `npm run bench:taste` beyond its noise and took two milliseconds off the page of
 * a person with a learned taste (docs/performance.md#reading-less-for-a-learned-taste).
 */
const LIKED_CATEGORY_DEPTH = 12;
const OTHER_CATEGORY_DEPTH = 6;
const SLICE_DEPTH = 10;
const BOROUGH_DEPTH = 15;
const CO_LIKED = 50;

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
          limit: SLICE_DEPTH,
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
    .map((borough) => ({
      borough,
      limit: BOROUGH_DEPTH,
      lift: valueWeight(taste, 'b', borough).weight,
    }))
    .filter((b) => b.lift > 0.3)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 2);
  return {
    // At least a page from every category: a short pool means the deck is nearly dealt.
    categories: cats.map((category) => ({
      category,
      limit: Math.max(size, liked(category) ? LIKED_CATEGORY_DEPTH : OTHER_CATEGORY_DEPTH),
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
      .slice(0, CO_LIKED)
      .map((c) => c.id),
  };
}
