import { z } from 'zod';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { centroidOf, featuresOf, type EventFacts } from './event-features.ts';
import {
  emptyModel,
  prune,
  update,
  type Feature,
  type PriorOf,
  type ProbitModel,
  type Weight,
} from './probit-model.ts';
import { PERSON_WEIGHTS, type TasteSettings } from './taste-settings.ts';

/**
 * One person's taste as stored (taste_models): the probit model's weights that their own
 * swipes moved, where their loves are (the distance anchor when no home is set) and how many
 * swipes it has read. It is a fold of the person's swipes in the order they were made, after
 * their first-visit picks (`startTaste`): a new swipe is one more step
 * (`learnSwipe`); an undo, a changed swipe or a lost model is a new fold from the start.
 */
export interface TasteState {
  model: ProbitModel;
  /** The mean place of what they loved, and how many loves it holds: where they go. */
  loved: { lat: number; lng: number; n: number } | null;
  swipes: number;
  /** The picks the fold started from: other picks now, and it is folded afresh. */
  start: TasteStart;
}

/** A swipe's label: a maybe is half a love. */
export const LABEL: Record<SwipeAction, number> = { liked: 1, maybe: 0.5, passed: 0 };

/** What the fold starts from besides swipes (docs/product.md#taste-intro). */
export interface TasteStart {
  /** Categories picked on the first visit. */
  categories: readonly string[];
  /** The home borough picked on the first visit. */
  borough: string | null;
}

/** Where distances are measured from: the profile's home when a page has one, else their loves. */
export const anchorOf = (t: TasteState, home?: LatLng | null): LatLng | null =>
  home ?? (t.loved && t.loved.n > 0 ? { lat: t.loved.lat, lng: t.loved.lng } : null);

/**
 * The fold's first step: each pick or stated preference is one love of an event that has just
 * that value, the evidence a person gives by saying it.
 */
export function startTaste(start: TasteStart, prior: PriorOf, s: TasteSettings): TasteState {
  const t: TasteState = {
    model: emptyModel(),
    loved: null,
    swipes: 0,
    start: { categories: [...start.categories].sort(), borough: start.borough },
  };
  for (const c of start.categories) update(t.model, prior, [{ key: `c:${c}`, x: 1 }], 1, s, false);
  if (start.borough) update(t.model, prior, [{ key: `b:${start.borough}`, x: 1 }], 1, s, false);
  return t;
}

/**
 * The taste a pass deals with: the model with the pass's profile preferences (a part of the day,
 * a price range) told to it as loves, as the picks are. A copy: the stored model is a fold of
 * swipes and picks alone, so a pass keeps the preferences it began with
 * (docs/deck-ranking.md#paging) whatever the profile says meanwhile.
 */
export function withPreferences(
  t: TasteState,
  prefs: { dayPart: number | null; priceBands: readonly number[] },
  prior: PriorOf,
  s: TasteSettings,
): TasteState {
  const copy: TasteState = {
    ...t,
    model: { steps: t.model.steps, weights: new Map(t.model.weights) },
  };
  const love = (features: Feature[]) => update(copy.model, prior, features, 1, s, false);
  if (prefs.dayPart !== null) love([{ key: `dp:${prefs.dayPart}`, x: 1 }]);
  for (const band of prefs.priceBands) love([{ key: `pb:${band}`, x: 1 }]);
  return copy;
}

/** One swipe's step of the fold. */
export function learnSwipe(
  t: TasteState,
  facts: EventFacts,
  action: SwipeAction,
  prior: PriorOf,
  s: TasteSettings,
) {
  update(t.model, prior, featuresOf(facts, anchorOf(t)), LABEL[action], s);
  prune(t.model, prior, PERSON_WEIGHTS, s);
  t.swipes += 1;
  const at = action === 'liked' ? centroidOf(facts.neighborhood) : undefined;
  if (at) {
    const n = (t.loved?.n ?? 0) + 1;
    const lat = t.loved?.lat ?? 0;
    const lng = t.loved?.lng ?? 0;
    t.loved = { lat: lat + (at.lat - lat) / n, lng: lng + (at.lng - lng) / n, n };
  }
}

const storedSchema = z.object({
  v: z.literal(1),
  steps: z.number().int().min(0),
  w: z.array(z.tuple([z.string(), z.number(), z.number().positive(), z.number(), z.number()])),
  loved: z.tuple([z.number(), z.number(), z.number().int().min(1)]).nullable(),
  swipes: z.number().int().min(0),
  start: z.object({ categories: z.array(z.string()), borough: z.string().nullable() }),
});

export function serializeTaste(t: TasteState): string {
  return JSON.stringify({
    v: 1,
    steps: t.model.steps,
    w: [...t.model.weights].map(([key, w]) => [key, ...w]),
    loved: t.loved ? [t.loved.lat, t.loved.lng, t.loved.n] : null,
    swipes: t.swipes,
    start: t.start,
  });
}

/** Whether the fold started from these picks. */
export const startedFrom = (t: TasteState, start: TasteStart) =>
  t.start.borough === start.borough &&
  t.start.categories.join('\n') === [...start.categories].sort().join('\n');

/** The stored taste, or null when it is missing or not what this code wrote: rebuild it then. */
export function parseTaste(stored: unknown): TasteState | null {
  const parsed = storedSchema.safeParse(typeof stored === 'string' ? safeJson(stored) : stored);
  if (!parsed.success) return null;
  const d = parsed.data;
  if (![...d.w.flat(), d.steps].every((n) => typeof n !== 'number' || Number.isFinite(n)))
    return null;
  return {
    model: {
      steps: d.steps,
      weights: new Map(d.w.map(([key, ...w]) => [key, w as Weight])),
    },
    loved: d.loved ? { lat: d.loved[0], lng: d.loved[1], n: d.loved[2] } : null,
    swipes: d.swipes,
    start: d.start,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
