import { z } from 'zod';
import { categories, isCategoryName, normalizeCategory } from '#shared/categories.ts';
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

/** A hot-list row (docs/product.md#hot-list): all-time likes, and in a trending list the loves of the last week. */
export const hotEventSchema = eventSchema.extend({
  interactionCount: z.number().int(),
  recentLoves: z.number().int().nullable(),
  /** Enough recent interest to be called a popular choice. */
  popular: z.boolean(),
});
export type HotEvent = z.infer<typeof hotEventSchema>;

/**
 * `trending` ranks by recent interest; `well-loved` is the fallback when too few events have
 * enough of it, listing events several people liked.
 */
export const HOT_LIST_STATES = ['trending', 'well-loved'] as const;
export const hotListSchema = z.object({
  state: z.enum(HOT_LIST_STATES),
  events: z.array(hotEventSchema),
});
export type HotList = z.infer<typeof hotListSchema>;

export const eventListSchema = z.array(eventSchema);

/** A deck card: the event and, in a few words, why the deck dealt it (docs/deck-ranking.md). */
export const deckCardSchema = eventSchema.extend({ reason: z.string().max(120).optional() });
export type DeckCard = z.infer<typeof deckCardSchema>;
export const deckCardListSchema = z.array(deckCardSchema);
/** The first deck page as the server writes it into the deck's page (shared/served-deck.ts). */
export const servedDeckPageSchema = z.object({
  events: deckCardListSchema,
  nextCursor: z.string().nullable(),
});
export type ServedDeckPage = z.infer<typeof servedDeckPageSchema>;

export const UNSEEN_DEFAULT_LIMIT = 20;
export const UNSEEN_MAX_LIMIT = 100;

/** Legacy cursors carried category boosts of up to 72 hours; they are still read (and ignored). */
const MAX_LEGACY_BOOST_SECS = 72 * 3600;
/** Instants a cursor may name: the Unix epoch up to the end of year 9999. */
const MAX_RANK_MS = 253_402_300_799_999;
const CURSOR_PATTERN = new RegExp(
  String.raw`^(-?\d{1,15})\.(\d{1,15})` +
    String.raw`(?:\.([a-z]+-\d{1,6}(?:_[a-z]+-\d{1,6})*))?` +
    String.raw`(?:\.H([a-z]{0,9})-(\d{1,3}))?` +
    String.raw`(?:\.~([a-z-]{1,12})~([a-z0-9-]{1,12})~([a-z0-9-]{0,40})~(\d{0,2}))?$`,
);
const categoryIds: readonly string[] = categories.map((c) => c.id);
/** Categories in a cursor's history are one letter each: their place in the category list. */
const categoryLetter = (id: string) => String.fromCharCode(97 + categoryIds.indexOf(id));

/**
 * One pass through the deck (docs/deck-ranking.md#paging): when it began (ms; the server keeps
 * what the pass dealt under it), how many cards it dealt, the categories of the last nine cards
 * and the cards since one from tonight or tomorrow (so variety holds across pages), and the deck
 * preferences the pass began with (absent when none were set).
 * `<passMs>.<dealt>[.H<letters>-<sinceSoon>][.~<time>~<price>~<home>~<miles>]`
 * Cursors written before the deck learned (`<ms>.<id>[.<category>-<secs>_…][.~…]`) still parse:
 * their boosts are checked and dropped, and the pass goes on with nothing left out.
 */
export const deckCursorSchema = z
  .string()
  .max(600)
  .transform((s, ctx) => {
    const m = CURSOR_PATTERN.exec(s);
    const passMs = Number(m?.[1]);
    const dealt = Number(m?.[2]);
    const legacy = new Set<string>();
    for (const pair of m?.[3]?.split('_') ?? []) {
      const [category = '', secs] = pair.split('-');
      if (!categoryIds.includes(category) || legacy.has(category)) return invalid(ctx);
      if (Number(secs) > MAX_LEGACY_BOOST_SECS) return invalid(ctx);
      legacy.add(category);
    }
    if (!m || passMs < 0 || passMs > MAX_RANK_MS || !Number.isSafeInteger(dealt)) {
      return invalid(ctx);
    }
    const recent = [...(m[4] ?? '')].map((letter) => categoryIds[letter.charCodeAt(0) - 97]);
    if (recent.some((c) => c === undefined)) return invalid(ctx);
    const prefs = m[6] === undefined ? undefined : cursorPreferences(m.slice(6, 10));
    if (prefs === null) return invalid(ctx);
    return {
      passMs,
      dealt,
      history: { recent: recent as string[], sinceSoon: Number(m[5] ?? 0) },
      prefs,
    };
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

/** The cursor text for a pass, what it dealt and the preferences it began with. */
export function deckCursorText(
  c: Pick<DeckCursor, 'passMs' | 'dealt' | 'history'>,
  prefs?: DeckPreferences,
): string {
  const parts: (string | number)[] = [c.passMs, c.dealt];
  parts.push(`H${c.history.recent.slice(-9).map(categoryLetter).join('')}-${c.history.sinceSoon}`);
  if (prefs && ranksDeck(prefs)) {
    const { preferredTime, priceRange, homeNeighborhood, maxDistanceMiles } =
      normalizeDeckPreferences(prefs);
    const home = homeNeighborhood === null ? '' : neighborhoodSlug(homeNeighborhood);
    parts.push(`~${preferredTime}~${priceRange}~${home}~${maxDistanceMiles ?? ''}`);
  }
  return parts.join('.');
}

export const unseenQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(UNSEEN_MAX_LIMIT).default(UNSEEN_DEFAULT_LIMIT),
  categories: z
    .string()
    .max(300)
    .optional()
    .transform((s, ctx) => {
      const ids = (s ?? '')
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean);
      const wanted = ids.filter((c) => c !== 'all');
      for (const id of wanted) {
        if (!isCategoryName(id)) {
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${id}` });
        }
      }
      // Older names (a kept deck's "concert") select their category.
      return [...new Set(wanted.filter(isCategoryName).map(normalizeCategory))];
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
