import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { centroidOf, featuresOf, type EventFacts } from './event-features.ts';
import { emptyModel, prune, update, type PriorOf, type ProbitModel } from './probit-model.ts';
import { LABEL } from './taste-state.ts';
import { isContent, POPULATION_WEIGHTS, type TasteSettings } from './taste-settings.ts';

/**
 * Everyone's taste (docs/deck-ranking.md#signals-from-other-people): the same probit model fitted on the
 * latest swipes of all, each account holding at most a bounded share of them
 * (population-store.ts), so a script's pass storm weighs no more than one person. It is the prior
 * every person's model starts from: a new person is dealt what people before them loved.
 */
export interface Population {
  model: ProbitModel;
  /** Swipes it was fitted on. */
  swipes: number;
  /** When it was fitted (ms). */
  fittedAt: number;
}

export interface PopulationSwipe {
  userId: string;
  facts: EventFacts;
  action: SwipeAction;
}

/** Everyone's weights know no drift: the fit reads a recent window and is made again often. */
const still = (s: TasteSettings) => ({ noise: s.noise, drift: 0 });

export function fitPopulation(swipes: readonly PopulationSwipe[], s: TasteSettings): ProbitModel {
  const model = emptyModel();
  const prior: PriorOf = (key) => ({
    mean: 0,
    variance: s.priorVariance * (isContent(key) ? s.contentScale : 1),
  });
  const loved = new Map<string, { lat: number; lng: number; n: number }>();
  for (const { userId, facts, action } of swipes) {
    const anchor = loved.get(userId) ?? null;
    update(model, prior, featuresOf(facts, anchor), LABEL[action], still(s));
    const at = action === 'liked' ? centroidOf(facts.neighborhood) : undefined;
    if (at) {
      const a = anchor ?? { lat: 0, lng: 0, n: 0 };
      const n = a.n + 1;
      loved.set(userId, {
        lat: a.lat + (at.lat - a.lat) / n,
        lng: a.lng + (at.lng - a.lng) / n,
        n,
      });
    }
  }
  prune(model, prior, POPULATION_WEIGHTS, still(s));
  return model;
}

/**
 * A person's prior for each weight: everyone's posterior, widened by how far one person may
 * stray from everyone (`personVariance`); a weight nobody has evidence for starts at zero.
 */
export function personalPrior(pop: Population | null, s: TasteSettings): PriorOf {
  return (key) => {
    const scale = isContent(key) ? s.contentScale : 1;
    const w = pop?.model.weights.get(key);
    return w
      ? { mean: w[0], variance: w[1] + s.personVariance * scale }
      : { mean: 0, variance: (s.priorVariance + s.personVariance) * scale };
  };
}
