import { ALL_PRICE_BANDS, DAY_PARTS } from '#shared/deck-preferences.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import type { Walks } from './candidate-pool.ts';
import type { CoLike } from './deck-queries.ts';
import { weightOf, type PriorOf } from './probit-model.ts';
import type { TasteState } from './taste-state.ts';
import { isContent, TASTE_SETTINGS } from './taste-settings.ts';

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
/** The words of what an event is about that the walk looks for. */
const ABOUT_WORDS = 6;

/** Letters only: each becomes one tsquery lexeme, so nothing a name holds is read as syntax. */
const lexemes = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
/** A value lifts a walk when the person's weight for it is this far above its mean over values. */
const LIFTED = 0.3;

/**
 * The walks that feed the pool, shaped by what the model believes: deeper into the categories,
 * slices (category × part of the day × price band) and boroughs whose weights stand out, so a
 * taste the model has learned finds enough of what it likes among the soonest events.
 */
export function walksFor(
  taste: TasteState,
  prior: PriorOf,
  cats: string[],
  size: number,
  co: CoLike[],
): Walks {
  const mean = (key: string) => weightOf(taste.model, prior, key, TASTE_SETTINGS).mean;
  // Each group's weights against their own average: only how values differ ranks them.
  const centred = (keys: string[]) => {
    const values = keys.map(mean);
    const avg = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    return new Map(keys.map((k, i) => [k, values[i]! - avg]));
  };
  const category = centred(cats.map((c) => `c:${c}`));
  const dayPart = centred(Object.values(DAY_PARTS).map((d) => `dp:${d}`));
  const band = centred(ALL_PRICE_BANDS.map((b) => `pb:${b}`));
  const borough = centred(boroughs.map((b) => `b:${b}`));
  const liked = (c: string) => (category.get(`c:${c}`) ?? 0) > LIFTED;
  const slices = cats
    .flatMap((c) =>
      Object.values(DAY_PARTS).flatMap((d) =>
        ALL_PRICE_BANDS.map((b) => ({
          category: c,
          dayPart: d,
          band: b,
          limit: SLICE_DEPTH,
          lift:
            (category.get(`c:${c}`) ?? 0) +
            (dayPart.get(`dp:${d}`) ?? 0) +
            (band.get(`pb:${b}`) ?? 0),
        })),
      ),
    )
    .filter((s) => s.lift > LIFTED)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 8);
  const places = boroughs
    .map((b) => ({ borough: b, limit: BOROUGH_DEPTH, lift: borough.get(`b:${b}`) ?? 0 }))
    .filter((b) => b.lift > LIFTED)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 2);
  // The person's own loves of what events are about, strongest first.
  const about = [...taste.model.weights]
    .filter(([key, w]) => isContent(key) && w[3] > 0 && w[0] > LIFTED)
    .sort((a, b) => b[1][0] - a[1][0])
    .flatMap(([key]) => lexemes(key.slice(2)));
  return {
    about: [...new Set(about)].slice(0, ABOUT_WORDS),
    // At least a page from every category: a short pool means the deck is nearly dealt.
    categories: cats.map((c) => ({
      category: c,
      limit: Math.max(size, liked(c) ? LIKED_CATEGORY_DEPTH : OTHER_CATEGORY_DEPTH),
    })),
    slices: slices.map(({ category: c, dayPart: d, band: b, limit }) => ({
      category: c,
      dayPart: d,
      band: b,
      limit,
    })),
    boroughs: places.map(({ borough: b, limit }) => ({ borough: b, limit })),
    popular: 20,
    ids: [...co]
      .sort((a, b) => b.shared - a.shared)
      .slice(0, CO_LIKED)
      .map((c) => c.id),
  };
}
