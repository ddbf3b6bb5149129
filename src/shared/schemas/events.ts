import { z } from 'zod';
import { categories, discoverCategoryIds } from '#shared/categories.ts';
import {
  dayPartFor,
  normalizeDeckPreferences,
  priceBandsFor,
  ranksDeck,
  type DeckPreferences,
} from '#shared/deck-preferences.ts';
import { DEFAULT_HOT_LIMIT, HOT_LIMITS } from '#shared/hot-limits.ts';
import { neighborhoodFromSlug, neighborhoodSlug } from '#shared/nyc/neighborhood-slugs.ts';
import { MAX_DISTANCES_MILES } from '#shared/preference-choices.ts';

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  price: z.string(),
  category: z.string(),
  performer: z.string().nullable(),
  /** null when the event has no page of its own. */
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  neighborhood: z.string().nullable(),
  borough: z.string().nullable(),
  isMovie: z.boolean(),
  /** No clock time; `time` reads "All day" (docs/product.md#all-day-events). */
  allDay: z.boolean(),
  startDate: z.string().nullable(),
  /** The last day (inclusive) of an all-day event, a run over several days or a movie. */
  endDate: z.string().nullable(),
  likeCount: z.number().int(),
  /** Posted by a business (its card reports views to the business's analytics). */
  fromBusiness: z.boolean(),
});
export type Event = z.infer<typeof eventSchema>;

export const hotEventSchema = eventSchema.extend({ interactionCount: z.number().int() });
export type HotEvent = z.infer<typeof hotEventSchema>;

export const eventListSchema = z.array(eventSchema);
export const hotEventListSchema = z.array(hotEventSchema);

export const UNSEEN_DEFAULT_LIMIT = 20;
export const UNSEEN_MAX_LIMIT = 100;

/** How far (in hours) a category the user always likes is pulled forward in the deck. */
export const BOOST_HOURS = 72;
const MAX_BOOST_SECS = BOOST_HOURS * 3600;
/** Rank instants a cursor may name: the Unix epoch up to the end of year 9999. */
const MAX_RANK_MS = 253_402_300_799_999;
const CURSOR_PATTERN = new RegExp(
  String.raw`^(-?\d{1,15})\.(\d{1,15})` +
    String.raw`(?:\.([a-z]+-\d{1,6}(?:_[a-z]+-\d{1,6})*))?` +
    String.raw`(?:\.~([a-z-]{1,12})~([a-z0-9-]{1,12})~([a-z0-9-]{0,40})~(\d{0,2}))?$`,
);
const categoryIds: readonly string[] = categories.map((c) => c.id);

/**
 * Keyset position in the deck: the rank instant (ms) and id of the last card returned, plus what
 * ranked the pass, so later pages keep the first page's order however the user's likes or
 * preferences change meanwhile: the category boosts (seconds) and the deck preferences (time of
 * day, price range, home neighborhood and travel distance; absent when none were set).
 * `<ms>.<id>[.<category>-<secs>_…][.~<time>~<price>~<home>~<miles>]`
 */
export const deckCursorSchema = z
  .string()
  .max(600)
  .transform((s, ctx) => {
    const m = CURSOR_PATTERN.exec(s);
    const rankMs = Number(m?.[1]);
    const id = Number(m?.[2]);
    const boosts = new Map<string, number>();
    for (const pair of m?.[3]?.split('_') ?? []) {
      const [category = '', secs] = pair.split('-');
      if (!categoryIds.includes(category) || boosts.has(category)) return invalid(ctx);
      boosts.set(category, Number(secs));
    }
    const boostsOk = [...boosts.values()].every((b) => b <= MAX_BOOST_SECS);
    if (!m || rankMs < 0 || rankMs > MAX_RANK_MS || !Number.isSafeInteger(id) || !boostsOk) {
      return invalid(ctx);
    }
    const prefs = m[4] === undefined ? undefined : cursorPreferences(m.slice(4, 8));
    if (prefs === null) return invalid(ctx);
    return { rankAt: new Date(rankMs), id, boosts, prefs };
  });
export type DeckCursor = z.output<typeof deckCursorSchema>;

function invalid(ctx: z.RefinementCtx): never {
  ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
  return z.NEVER;
}

/** The preferences a cursor names, or null when any part is unknown or they do not rank. */
function cursorPreferences(parts: (string | undefined)[]): DeckPreferences | null {
  const [time = '', price = '', home = '', miles = ''] = parts;
  if (!Object.hasOwn(dayPartFor, time) || !Object.hasOwn(priceBandsFor, price)) return null;
  const homeNeighborhood = home === '' ? null : neighborhoodFromSlug(home);
  const distance = miles === '' ? null : Number(miles);
  const distanceOk =
    distance === null || (MAX_DISTANCES_MILES as readonly number[]).includes(distance);
  if (homeNeighborhood === undefined || !distanceOk) return null;
  if ((homeNeighborhood === null) !== (distance === null)) return null;
  const prefs: DeckPreferences = {
    preferredTime: time as DeckPreferences['preferredTime'],
    priceRange: price as DeckPreferences['priceRange'],
    homeNeighborhood,
    maxDistanceMiles: distance,
  };
  return ranksDeck(prefs) ? prefs : null;
}

/** The cursor text for a position and what ranked it. */
export function deckCursorText(
  rankMs: number,
  id: number,
  boosts: Map<string, number>,
  prefs?: DeckPreferences,
): string {
  const pairs = [...boosts].filter(([, secs]) => secs > 0).map(([c, secs]) => `${c}-${secs}`);
  const parts: (string | number)[] = [rankMs, id];
  if (pairs.length) parts.push(pairs.join('_'));
  if (prefs && ranksDeck(prefs)) {
    const { preferredTime, priceRange, homeNeighborhood, maxDistanceMiles } =
      normalizeDeckPreferences(prefs);
    const home = homeNeighborhood === null ? '' : neighborhoodSlug(homeNeighborhood);
    parts.push(`~${preferredTime}~${priceRange}~${home}~${maxDistanceMiles ?? ''}`);
  }
  return parts.join('.');
}

const filterIds = discoverCategoryIds.filter((c) => c !== 'all');
export const unseenQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(UNSEEN_MAX_LIMIT).default(UNSEEN_DEFAULT_LIMIT),
  categories: z
    .string()
    .max(300)
    .optional()
    .transform((s, ctx) => {
      const ids = (s ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const wanted = ids.filter((c) => c !== 'all');
      for (const id of wanted) {
        if (!(filterIds as readonly string[]).includes(id) && id !== 'other') {
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${id}` });
        }
      }
      return wanted;
    }),
  cursor: deckCursorSchema.optional(),
});

export const hotQuerySchema = z.object({
  limit: z.coerce
    .number()
    .refine((n) => (HOT_LIMITS as readonly number[]).includes(n), 'limit must be 10, 20 or 50')
    .default(DEFAULT_HOT_LIMIT),
});

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });
